import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    out = x[:1]
    for i in range(1, x.size(0)):
        out = torch.cat([out, x[i:i + 1] * 2.0], dim=0)
    rest = x
    while rest.size(0) > int(n.item()):
        rest = rest[1:] - rest[1:].mean(0, keepdim=True) * 0.0
    acc = x[:0, :]
    for i in range(3):
        acc = torch.cat([acc, x[i:i + 1] + float(i)], 0)
    return out, rest.sum(0), acc
