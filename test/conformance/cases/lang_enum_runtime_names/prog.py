import torch
from typing import List, Tuple, Optional

from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

class Split(Enum):
    TRAIN = "train"
    VALID = "valid"

class Rate(Enum):
    SLOW = 0.5
    FAST = 2.0

def f(k: torch.Tensor) -> List[str]:
    out: List[str] = []
    for i in range(k.size(0)):
        v = int(k[i].item())
        c = Color.RED if v > 0 else (Color.GREEN if v == 0 else Color.BLUE)
        s = Split.TRAIN if v > 0 else Split.VALID
        r = Rate.FAST if v < 0 else Rate.SLOW
        out.append(c.name + "/" + s.name + "/" + r.name)
    return out
