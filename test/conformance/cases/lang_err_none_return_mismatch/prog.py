import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    if x > 0:
        return x
    # falls off: returns None  # HERE
