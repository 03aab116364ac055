import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, s: List[str]) -> Tuple[bool, int, float, torch.Tensor, int]:
    m = x.masked_fill(x < 0, float('-inf'))
    total = 0
    for t in s[2:]:
        total += int(t)
    return float('inf') > 1e308, int(s[0]), float(s[1]), torch.softmax(m, 0), total
