import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, w: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        seq: List[torch.Tensor] = []
        for t in range(x.size(0)):
            seq.append(torch.tanh(x[t] @ w))
        y = torch.stack(seq)
        x = torch.bmm(y, y.transpose(1, 2)) @ y
    return x
