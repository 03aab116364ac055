import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[x > -1.0]
    v, i = torch.sort(a, descending=True)
    tv, ti = torch.topk(x, k, dim=1)
    bv, bi = a.topk(2)
    return [v, i, tv, ti, bv, bi, a.argsort(), torch.sort(x[:k], dim=0)[0]]
