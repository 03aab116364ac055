import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[List[float], int]:
    out: List[float] = []
    count = 0
    for row in x:
        out.append(float(row.sum()))
        count += 1
    return out, count
