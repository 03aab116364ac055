import torch
from typing import List, Tuple, Optional

def total(xs: List[torch.Tensor]) -> torch.Tensor:
    acc = torch.zeros(3)
    for t in xs:
        acc = acc + t
    return acc

def build(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for i in range(n):
        out.append(x * float(i))
    return out

def f(x: torch.Tensor, k: torch.Tensor) -> List[torch.Tensor]:
    xs = build(x, int(k))
    xs.insert(0, x + 100.0)
    last = xs.pop()
    first = xs.pop(0)
    xs[0] = last + first
    xs.extend([x, x * 3.0])
    xs.reverse()
    ys = xs[1:]
    zs = list(ys)
    zs.append(total(xs))
    zs[-2] = zs[-2] - 1.0
    return zs
