import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> torch.Tensor:
    y = torch.zeros(3)
    if y.dim() == 2 and y.size(0) > 1:
        y = y.permute(1, 0)
    if y.dim() == 2 or y.shape[0] == 4:
        y = y.reshape(2, 2)
    if not y.dim() == 1:
        y = y.sum(1)
    if y.dim() == 1 and y.shape[0] == 3:
        y = y + x
    else:
        y = y.sum(1)
    return y
