import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor) -> torch.Tensor:
    if x.dtype == torch.int32:
        return x.sum()
    if x.dim() == 1:
        return x.unsqueeze(0) * 2
    return x + 1
