import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, torch.Tensor, int]:
    parts: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        parts.append(x * i)
    kept: List[torch.Tensor] = []
    for i in range(x.size(0)):
        if i % 2 == 0:
            continue
        kept.append(x[i])
    return torch.cat(parts), torch.stack(kept), len(kept)
