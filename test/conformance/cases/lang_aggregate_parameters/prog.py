import torch
from typing import List, Tuple, Optional

from typing import Dict, NamedTuple

class Pair(NamedTuple):
    a: torch.Tensor
    b: int

def total(xs: List[torch.Tensor], scale: float) -> torch.Tensor:
    out = torch.zeros_like(xs[0])
    for x in xs:
        out = out + x * scale
    return out

def swap(t: Tuple[torch.Tensor, int]) -> Tuple[int, torch.Tensor]:
    return t[1], t[0]

def use_pair(p: Pair) -> torch.Tensor:
    return p.a * float(p.b)

def use_dict(d: Dict[str, torch.Tensor]) -> torch.Tensor:
    return d["w"] + d["b"]

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    n, y = swap((x, 3))
    parts = [x, x + 1.0, x.sum(0)]
    return total(parts, 2.0), n, y, use_pair(Pair(x, 4)), use_dict({"w": x, "b": x * 0.5}), total(parts[:2], -1.0)
