import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def g(x: torch.Tensor) -> float:
    return x.item()

def f(x: torch.Tensor, n: torch.Tensor) -> Tuple[float, int, float, float, List[int]]:
    a = float(x.sum().item())
    b = int(n.item())
    c = float(n.item()) * 2.0
    return a, b, c, g(n), []
