import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def f(x: torch.Tensor):
    parts = x.split(2, 1)
    total = parts[0] * 0
    for p in parts:
        total = total + p[:, :1]
    return len(parts), total, torch.cat(parts[1:], 1), parts[-1], torch.split(x, 3)[0]
