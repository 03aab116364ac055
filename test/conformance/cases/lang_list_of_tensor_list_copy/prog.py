import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[List[torch.Tensor], int]:
    parts = torch.split(x, 2, dim=0)
    cp = list(parts)
    cp.append(x)
    return cp, len(parts)
