import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, List[torch.Tensor]]:
    h = torch.zeros(x.size(1))
    hs: List[torch.Tensor] = []
    for t in range(x.size(0)):
        h = torch.tanh(x[t] + 0.5 * h)
        hs.append(h)
    i = 0
    while float(h.sum()) > 0.0 and i < n:
        h = h - 0.25
        i += 1
    return h, hs
