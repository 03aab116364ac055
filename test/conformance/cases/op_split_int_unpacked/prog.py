import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    q, k, v = x.split(2, dim=-1)
    a, b = torch.split(x, 3, 0)
    return q * 2.0 + k, v, b
