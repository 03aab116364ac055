import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, m: torch.Tensor) -> List[torch.Tensor]:
    pos = x[x > 0]
    rows = x[m]
    cols = x[:, x[0] > -10.0]
    k = int(m.sum().item())
    return [pos, pos.sum(0), rows, rows.mean(0), cols, torch.masked_select(x, x < 0.5),
            torch.nonzero(x > 0.5), (x > 0).nonzero().sum(0), x[m][:, 1:].abs().amax(1), x[m][-1], x[m][1] * k,
            x[x > 100.0]]
