import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor) -> float:
    a: float = x.item()
    return a
