import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor, n: torch.Tensor):
    a = torch.arange(x.size(0))
    b = torch.arange(1, x.size(1) * 2, 2)
    c = torch.arange(x.size(1), dtype=torch.float32) * 0.5
    d = torch.arange(0.5, x.size(0))
    return a, b, c, d, n.new_zeros(2, x.size(0)), x.new_ones([3]), n.new_full([2], 2.7), x.new_full([x.size(1)], 0.1), n.new_zeros(2, dtype=torch.float64), x.new_empty(0).shape
