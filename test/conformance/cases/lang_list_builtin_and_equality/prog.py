import torch
from typing import List, Tuple, Optional

def f(k: torch.Tensor, s: str) -> Tuple[bool, bool, List[int], List[str], bool, bool]:
    a = [1, 2] == [1, int(k)]
    b = ["x", s] != ["x", "y"]
    c = [1.5, 2.0] == [1.5]
    return a, b, list(range(int(k))), list(s), [1.5] == [1.5], c
