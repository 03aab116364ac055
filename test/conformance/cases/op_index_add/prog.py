import torch
import torch.nn.functional as F
from typing import Tuple


def f(x: torch.Tensor, s: torch.Tensor, idx: torch.Tensor):
    y = x.clone()
    y.index_add_(0, idx, s)
    z = torch.index_add(x, 1, torch.tensor([2, 0, 2, 1]), x, alpha=2.0)
    w = x.long().index_add(0, idx, s.long())
    return y, z, w, torch.zeros(5).index_add(0, torch.tensor([4, 4, 0]), torch.tensor([1.0, 2.0, 3.0]))
