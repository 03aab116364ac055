import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, d: torch.Tensor, e: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return a @ b, c @ d, torch.matmul(a[:7, :13], b[:13, :29]), e @ b[:, :5]
