import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> torch.Tensor:
    acc = torch.zeros(2, 3)
    for i in range(n):
        batched = x.dim() == 2
        y = x
        if batched == False:
            y = x.unsqueeze(0)
        if (i % 2 == 0) != batched:
            acc = acc - y
        else:
            acc = acc + y * 2.0
    return acc
