import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    if (y := x + 1) > 2:
        return y
    return 0
