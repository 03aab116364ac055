import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> torch.Tensor:
    y = torch.zeros(2, 6)
    for i in range(0, 6, 2):
        y[:, i:i + 2] = x[:, i:i + 2] * float(i + 1)
    y[:, :x.size(1) - 4] += 100.0
    return y
