import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, p: torch.Tensor, n: int) -> List[List[int]]:
    out: List[List[int]] = []
    for i in range(n):
        q = p[:x.size(1)]
        out.append(q.size())
        out.append(x.size())
        out.append(list(q.shape) + [q.dim()])
        x = torch.cat([x, x[:, -1:]], 1)
    return out
