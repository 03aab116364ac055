import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> torch.Tensor:
    pows = [x]
    for i in range(1, n):
        pows.append(pows[i - 1] * x)
    acc = torch.zeros_like(x)
    for a, b in zip(pows, pows[1:]):
        acc = acc + a * b
    return torch.stack(pows, dim=1).sum(1) + acc
