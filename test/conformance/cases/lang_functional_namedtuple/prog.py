import torch
from typing import List, Tuple, Optional

from typing import NamedTuple
from collections import namedtuple
Span = NamedTuple("Span", [("start", int), ("stop", int)])
Pair = namedtuple("Pair", ["a", "b"])

def f(x: torch.Tensor, n: int) -> Tuple[int, torch.Tensor]:
    s = Span(n, n + 3)
    p = Pair(x, x * 2.0)
    return s.stop - s.start, p.a + p.b
