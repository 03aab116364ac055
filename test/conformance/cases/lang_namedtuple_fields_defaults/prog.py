import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class Stats(NamedTuple):
    mean: torch.Tensor
    count: int
    scale: float = 1.0

def stats(x: torch.Tensor) -> Stats:
    return Stats(x.mean(0), x.size(0), scale=2.0)

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, float]:
    s = stats(x)
    m, c, k = s
    t = Stats(m, c + 1)
    return t.mean * s.scale, t.count, t.scale
