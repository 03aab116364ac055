import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(d: Dict[str, int], k: str, n: int, x: torch.Tensor) -> Tuple[int, int, torch.Tensor]:
    v = d.get(k)
    t = 0
    for i in range(n):
        if v is None:
            raise ValueError("missing")
        t += 1
    s = 0
    i = 0
    while i < n:
        i += 1
        if v is None:
            raise ValueError("missing")
        s += v
    w: Optional[torch.Tensor] = x if n > 1 else None
    for j in range(3):
        if w is None:
            raise ValueError("no tensor")
        x = x + w
    return t, s, x
