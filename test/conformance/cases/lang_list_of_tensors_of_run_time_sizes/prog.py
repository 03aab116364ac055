import torch
from typing import List, Tuple, Optional

def f(lengths: List[int], dim: int, x: torch.Tensor) -> Tuple[torch.Tensor, List[torch.Tensor], List[int]]:
    seqs: List[torch.Tensor] = []
    for n in lengths:
        seqs.append(torch.ones(n, dim) * n)
    m = max(lengths)
    out = torch.zeros(len(seqs), m, dim)
    for i, s in enumerate(seqs):
        out[i, : s.size(0)] = s
    parts: List[torch.Tensor] = []
    for i in range(x.size(0)):
        row = x[i]
        parts.append(row[row > 0])
    sizes: List[int] = []
    for p in parts:
        sizes.append(p.numel())
    return out, parts, sizes
