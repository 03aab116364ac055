import torch
from typing import List, Tuple, Optional

def build(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    i = 0
    while i < n:
        out.append(x * float(i + 1))
        i += 1
    return out

def f(x: torch.Tensor, k: torch.Tensor) -> Tuple[List[float], List[torch.Tensor], float, int]:
    n = int(k)
    xs = build(x, n)
    sums = [float(t.sum()) for t in xs]
    doubled = [t * 2.0 for t in xs]
    s = 0.0
    for i, t in enumerate(xs):
        s += float(i) * float(t.max())
    ys = xs if n > 2 else [x]
    return sums, doubled, s, len(ys)
