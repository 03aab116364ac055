import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> torch.Tensor:
    shifted = [x * float(i) + 1.0 for i in range(3)]
    return torch.stack(shifted)
