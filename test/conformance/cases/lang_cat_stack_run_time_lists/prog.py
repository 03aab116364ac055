import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    rows: List[torch.Tensor] = []
    i = 0
    while i < n:
        rows.append(x[i % 3] * float(i))
        i += 1
    s = torch.stack(rows)
    return [s, torch.stack(rows, 1), torch.cat(rows), torch.cat([r.unsqueeze(0) for r in rows], 0).sum(0),
            torch.stack(rows, -1).mean(1)]
