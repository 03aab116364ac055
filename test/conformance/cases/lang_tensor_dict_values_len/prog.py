import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, int, bool, bool]:
    d = {"x": x, "y": y}
    acc = torch.zeros_like(x)
    for v in d.values():
        acc = acc + v * 2.0
    return acc, len(d), "x" in d, "z" not in d
