import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, torch.Tensor, torch.Tensor]:
    a, b, c = torch.chunk(x, 3)
    parts = x.chunk(2, dim=1)
    s = torch.split(x, [2, 1, 2])
    return torch.cat([c, b, a], 0), len(s), parts[1], s[2] - s[0]
