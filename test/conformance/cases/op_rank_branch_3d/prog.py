import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    if x.dim() == 2:
        x = x.unsqueeze(0)
    if x.size(-1) > 3 and x.numel() != 0:
        x = x[..., :3]
    n = 0
    if x.dim() != 3:
        n = -1
    return x * 2.0, n
