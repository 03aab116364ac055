import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F


def f(x: torch.Tensor, ns: List[int]):
    skips = [x, x[:, :, ::2, ::2]]
    ups = [F.interpolate(x, size=s.shape[-2:]) for s in skips]
    y = x[0, 0, 0]
    for i in range(ns.pop()):
        y = y + skips[i].sum()
    base = [1, 1]
    shape: List[int] = []
    for i in range(2):
        shape += base
    m = base + [x.numel()]
    return ups, y, ns, torch.kron(x[x > 0], x.flatten()[:2]), x.reshape(shape + [-1]), x.reshape(m)
