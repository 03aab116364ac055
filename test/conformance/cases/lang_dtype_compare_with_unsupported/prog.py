import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[bool, bool, bool, torch.Tensor]:
    if x.dtype == torch.float16 or x.dtype == torch.bfloat16:
        x = x.float()
    return x.dtype == torch.half, x.dtype != torch.uint8, x.dtype in [torch.int8, torch.int16], x * 2
