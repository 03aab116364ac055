import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> torch.Tensor:
    return x.bool()  # HERE
