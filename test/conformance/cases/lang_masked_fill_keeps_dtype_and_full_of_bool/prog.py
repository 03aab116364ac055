import torch
from typing import List, Tuple, Optional

def f(i: torch.Tensor, b: torch.Tensor, v: bool) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return (i.masked_fill(i < 0, -1.7), b.masked_fill(b, 0.5), i.masked_fill(i > 2, torch.tensor(2.5)),
            torch.full((2,), v), torch.full((2,), False))
