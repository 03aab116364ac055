import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    outs: List[torch.Tensor] = [x]
    for i in range(int(k)):
        if bool(x[i % 4] > 0):
            outs.append(x + i)
    acc = torch.zeros_like(x)
    for t in outs:
        acc = acc + t
    j = int(k) % len(outs)
    return acc + outs[-1] * len(outs) - outs[j]
