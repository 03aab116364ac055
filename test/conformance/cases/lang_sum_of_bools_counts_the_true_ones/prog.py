import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[int, int, List[bool]]:
    flags = [bool(v > 0.0) for v in x]
    return sum(flags), sum([True, True, False]) + True * 3, flags
