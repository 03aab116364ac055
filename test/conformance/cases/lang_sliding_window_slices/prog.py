import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, k: torch.Tensor) -> Tuple[torch.Tensor, List[torch.Tensor]]:
    acc = torch.zeros(2, 3)
    for i in range(3):
        acc = acc + x[:, i:i + 3]
    outs: List[torch.Tensor] = []
    n = int(k.item())
    i = 0
    while i < n:
        outs.append(x[0, i:i + 4:2] * i)
        i += 1
    return acc, outs
