import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return (torch.combinations(x, 3), torch.combinations(x, 3, with_replacement=True),
            torch.combinations(y, 1), torch.combinations(x, 0), torch.combinations(y, 4),
            torch.combinations(y, r=4, with_replacement=True).sum(1))
