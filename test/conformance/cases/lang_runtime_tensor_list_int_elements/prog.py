import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, limit: int) -> List[torch.Tensor]:
    rows: List[torch.Tensor] = []
    k = 0
    while int(x.sum()) < limit:
        rows.append(x.clone())
        x = x + k
        k += 1
    rows.append(x)
    return rows
