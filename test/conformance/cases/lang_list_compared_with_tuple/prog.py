import torch
from typing import List, Tuple, Optional

from typing import NamedTuple


class P(NamedTuple):
    a: int
    b: float = 2.0

def f(t: torch.Tensor, n: int) -> Tuple[bool, bool, bool, bool, int, int]:
    s = [n, 3]
    return t.shape == (2, 3), (2, 3) != t.shape, s == (n, 3), t.size() == (3, 2), len(P(1)), len((1, "a", 2.0))
