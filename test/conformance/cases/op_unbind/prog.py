import torch
import torch.nn.functional as F
from typing import Tuple


def f(x: torch.Tensor):
    rows = x.unbind(0)
    a, b = torch.unbind(x[:2], dim=1)[:2]
    acc = torch.zeros(x.size(0))
    for c in torch.unbind(x, -1):
        acc = acc + c
    p, q, r = x.unbind()
    return rows, a + b, acc, p - r
