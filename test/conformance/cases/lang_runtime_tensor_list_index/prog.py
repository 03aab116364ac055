import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> torch.Tensor:
    xs = [x, x * 2.0, x - 1.0]
    return xs[int(x.argmax()) % 3] + xs[-1]
