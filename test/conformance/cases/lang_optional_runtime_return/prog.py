import torch
from typing import List, Tuple, Optional

def find(xs: List[str], w: str) -> Optional[int]:
    for i in range(len(xs)):
        if xs[i] == w:
            return i
    return None

def scale(x: torch.Tensor, n: int) -> Optional[torch.Tensor]:
    r: Optional[torch.Tensor] = None
    if n > 0:
        r = x * float(n)
    return r

def f(xs: List[str], x: torch.Tensor, n: int) -> Tuple[int, torch.Tensor, float, Optional[int]]:
    i = find(xs, "b")
    if i is None:
        return -1, x, 0.0, find(xs, "a")
    r = scale(x, n)
    y = r + 1.0 if r is not None else x
    half: Optional[float] = 0.5 if n > 1 else None
    assert i is not None
    return i * 10, y, half if half is not None else -0.5, find(xs, "a")
