import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, b: torch.Tensor, q: torch.Tensor, k: torch.Tensor, x: torch.Tensor, w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    y = a @ b
    s = torch.bmm(q, k)
    z = torch.nn.functional.linear(x, w)
    acc = torch.zeros(200, 260)
    for i in range(3):
        acc = acc + (a * float(i)) @ b
    return y, s, z, acc
