import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, w: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[:k]
    rows: List[torch.Tensor] = []
    for i in range(k):
        rows.append(x[i])
    p = torch.stack(rows)
    return [a @ w, a.t() @ a, torch.mm(a, w[:, :k]), a @ w[:, 0], x[0] @ a.t(), p @ w, torch.matmul(a[:, 0], a)]
