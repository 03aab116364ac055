import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, k: torch.Tensor) -> Tuple[torch.Tensor, int, int, int]:
    B, T = x.shape
    C, D = x.size()
    y = x.view(B * T)
    a, b, c = [1, 2, int(k)]
    return y.reshape(T, B), a + b, c, C * D
