import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[bool, bool, List[int], int]:
    return x.shape == [2, 3], list(x.shape) == [2, 3], list(x.size()), len(x)
