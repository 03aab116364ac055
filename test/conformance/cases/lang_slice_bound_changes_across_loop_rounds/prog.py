import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, p: torch.Tensor, n: int) -> List[int]:
    seen: List[int] = []
    for i in range(n):
        t = x.size(1)
        q = p[:t]
        seen.append(q.size(0))
        x = torch.cat([x + q, x[:, -1:]], 1)
    return seen
