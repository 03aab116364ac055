import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor):
    x = a * 1
    y = x.t().contiguous()
    y.add_(1)
    w = x.cpu()
    w.mul_(2)
    return x, y, w
