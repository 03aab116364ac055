import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    c = x.clone()
    c[0].zero_()
    c[1:].div_(2.0)
    c[:, 0].add_(10)
    y = x.clone()
    y[1:, 1:].mul_(3.0)
    y[0].fill_(-1.0)
    return c, y
