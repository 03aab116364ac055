import torch
import torch.nn.functional as F
from typing import Tuple


def f(x: torch.Tensor, t: torch.Tensor, seg: torch.Tensor, v: torch.Tensor):
    one_hot = torch.zeros_like(x).scatter_(1, t.unsqueeze(1), 1.0)
    sums = torch.zeros(3).scatter_add(0, seg, v)
    y = x.clone()
    y.scatter_(0, torch.tensor([[2, 0, 1, 0]]), x[:1] * 10)
    z = torch.scatter(x, 1, torch.tensor([[1], [0], [3]]), value=-1)
    return one_hot, sums, y, z
