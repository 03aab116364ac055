import torch
from typing import List, Tuple, Optional

import math
import torch.nn.functional as F

def helper(x: int) -> int:
    return x + 1

def f(a: int, x: float, t: torch.Tensor) -> Tuple[int, List[torch.Tensor], float, int]:
    act = F.gelu
    relu = torch.relu
    dt = torch.float64
    out: List[torch.Tensor] = []
    for i in range(2):
        out.append(act(t * i).to(dt))
    out.append(relu(t))
    g = helper
    if a > 2:
        a = g(g(a))
    c = math.copysign
    fl = math.floor
    return a, out, c(1.0, x), fl(x)
