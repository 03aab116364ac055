import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.mm(a, b) + torch.mv(a, b[:, 0])[:, None]
