import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, b: torch.Tensor):
    c = a.clone()
    v0 = c.neg_()
    v1 = c.mul_(2)
    v1.add_(b)
    w = v0.clamp_(min=-1.0).sub_(0.5)
    c += 1
    return v0, v1, w, c
