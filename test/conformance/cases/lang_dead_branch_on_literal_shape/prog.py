import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, int]:
    y = torch.tensor([1.0, 2.0, 3.0])
    if y.dim() == 0:
        y = y.reshape(1)
    z = torch.zeros(3)
    if z.dim() == 2:
        z = z.permute(1, 0) @ torch.ones(2, 2)
    else:
        z = z + x
    w = torch.ones(2, 3)
    n = 0
    if w.shape[-1] != 3:
        w = torch.cat([w.view(3, 2), torch.ones(2)])
        n = w.size(1)
    elif w.size(0) < 4:
        n = 7
    return (y * 2, z, w, n)
