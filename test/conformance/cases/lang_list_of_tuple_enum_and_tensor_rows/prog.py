import torch
from typing import List, Tuple, Optional

from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


def f(x: torch.Tensor) -> Tuple[List[int], List[int], int, List[torch.Tensor], List[torch.Tensor]]:
    t = (3, 4)
    rows = list(x * 2.0)
    doubled = [r + 1.0 for r in torch.ones(2, 3)]
    return list(t) + list((5,)), [c.value for c in list(Color)], len(list(Color)), rows, doubled
