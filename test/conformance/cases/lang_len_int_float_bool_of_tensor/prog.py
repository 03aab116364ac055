import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[int, int, float, bool, int, List[int]]:
    return len(x), int(x[0, 0] * 10), float(x.max()), bool(x[0, 0] > 0), x.shape[-1], list(x.shape[1:])
