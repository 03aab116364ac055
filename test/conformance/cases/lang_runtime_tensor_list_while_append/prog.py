import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[int, List[torch.Tensor]]:
    outs: List[torch.Tensor] = []
    while bool(x.abs().sum() > 0.5):
        outs.append(x)
        x = x / 2
    return len(outs), outs
