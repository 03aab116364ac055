import torch
from typing import List, Tuple, Optional

def f(pred: torch.Tensor, target: torch.Tensor, n: int, m: torch.Tensor, i: torch.Tensor, j: torch.Tensor) -> Tuple[torch.Tensor, List[float], torch.Tensor]:
    c = torch.zeros(n, n, dtype=torch.long)
    c.index_put_((target, pred), torch.ones_like(pred), accumulate=True)
    recall: List[float] = []
    for k in range(n):
        total = int(c[k].sum())
        recall.append(float(c[k, k]) / total if total > 0 else 0.0)
    return c, recall, m.index_put((i, j), torch.tensor([[1.0], [2.0], [3.0]]), accumulate=True)
