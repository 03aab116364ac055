import torch
from typing import List


def f(x: torch.Tensor):
    s: List[int] = []
    alias = s
    for i in range(x.dim()):
        s += [x.size(i), 1]
    order: List[int] = [0]
    order.extend([2, 1])
    t: List[int] = [1]
    t += x.size()
    return x.reshape(s), x.reshape(t).permute(order), alias, len(s)
