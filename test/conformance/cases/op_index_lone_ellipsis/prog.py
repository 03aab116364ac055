import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor) -> torch.Tensor:
    return x[...] + 1
