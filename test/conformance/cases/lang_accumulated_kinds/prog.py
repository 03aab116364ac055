import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    flags: List[torch.Tensor] = []
    counts: List[torch.Tensor] = []
    sums: List[torch.Tensor] = []
    for t in range(x.size(0)):
        flags.append(x[t] > 0)
        counts.append((x[t] > 0).sum())
        sums.append(x[t].sum())
    return torch.stack(flags, 1), torch.stack(counts), torch.stack(sums, -1)
