import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    m = int(x.sum().item() > 100.0) + 2
    return [torch.zeros(k), torch.ones(k, 3) * 2.0, torch.full([m, k], 7), torch.zeros([k, m], dtype=torch.long),
            torch.arange(k), torch.arange(2, k + 3), torch.arange(1, k * 3, 2), torch.zeros(k).sum(0) + x[:k].sum(),
            torch.zeros(0, k).sum(0), torch.arange(k - 3)]
