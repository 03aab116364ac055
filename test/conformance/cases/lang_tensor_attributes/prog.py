import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[int, int, bool, bool, int, torch.Tensor, torch.Tensor, int, bool]:
    return x.ndim, x.numel(), x.is_floating_point(), x.requires_grad, x.element_size(), x.T, x.mT, x.dim(), x.is_contiguous()
