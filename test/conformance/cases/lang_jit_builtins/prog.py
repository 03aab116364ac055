import torch
from typing import List, Tuple, Optional

from typing import Any

def kind(x: Any) -> str:
    if torch.jit.isinstance(x, int):
        return "int"
    return "other"

def f(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, float, float, str, str]:
    if torch.jit.is_scripting():
        y = x + 1.0
    else:
        y = x - 1.0
    return y, pow(k, 2), pow(2.0, 0.5), kind(k), kind("s")
