import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[List[List[torch.Tensor]], torch.Tensor, int]:
    out: List[List[torch.Tensor]] = []
    for i in range(2):
        row: List[torch.Tensor] = []
        for j in range(3):
            row.append(x * (i + j))
        out.append(row)
    groups = [[x, x + 1], [x * 2]]
    total = torch.zeros_like(x)
    for g in groups:
        for t in g:
            total = total + t
    return out, total, len(groups[0]) + len(out[1])
