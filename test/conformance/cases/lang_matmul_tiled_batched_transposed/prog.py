import torch
from typing import List, Tuple, Optional

def f(q: torch.Tensor, k: torch.Tensor, x: torch.Tensor, w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    s = torch.bmm(q, k.transpose(1, 2))
    y = torch.nn.functional.linear(x, w)
    z = torch.matmul(q, k[0].t()) + torch.matmul(q[:1], k.transpose(-1, -2))
    return s, y, z
