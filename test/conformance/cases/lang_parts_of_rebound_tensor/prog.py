import torch
import torch.nn.functional as F
from typing import List


def f(x: torch.Tensor):
    x, gate = x.chunk(2, -1)
    x *= F.silu(gate)
    out: List[torch.Tensor] = []
    y = x.clone()
    for p in y.split(1):
        out.append(p.sum())
        y = y * 2
    z = x.clone()
    for p in z.split(1):
        p.add_(1)
        out.append(z.sum())
    return x, gate, out, y, z
