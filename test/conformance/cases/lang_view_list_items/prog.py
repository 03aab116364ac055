import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, s: List[int]) -> Tuple[torch.Tensor, torch.Tensor]:
    return x.view(s[0], s[1]), x.reshape(s[0] // 2, -1, 2)
