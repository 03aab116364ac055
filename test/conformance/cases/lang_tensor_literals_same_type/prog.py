import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    a = torch.tensor([1, 5, 9]) * 10 + torch.tensor([2, 5, 8])
    b = torch.tensor([[1.0, 2.0]]) - torch.tensor([[0.5, 0.25]]) + x
    return a, b
