import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def total(x: torch.Tensor):
    return x.sum().item()

def f(x: torch.Tensor, n: torch.Tensor, b: torch.Tensor):
    a = x.sum().item()
    k = n.max().item()
    flag = b.any().item()
    vals = [k, k + 1]
    return a, k, flag, a * 2 + k, vals, total(x), x[0].item() > 0.5
