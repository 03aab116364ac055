import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    h = torch.zeros(x.size(1))
    outs: List[torch.Tensor] = []
    for t in range(x.size(0)):
        h = torch.tanh(x[t] + 0.5 * h)
        outs.append(h)
    rows: List[torch.Tensor] = []
    for t in range(2, x.size(0)):
        rows.append(x[t] * t)
    return torch.stack(outs), torch.stack(outs, 1), torch.stack(rows, -1), torch.cat(rows, -1)
