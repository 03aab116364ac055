import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[:k]
    order = a[:, 0].argsort(descending=True)
    return [a.index_select(0, order), a[order], torch.embedding(a, order[:1]), a[:, 1:][order[-1:]]]
