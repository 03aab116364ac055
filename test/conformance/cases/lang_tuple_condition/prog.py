import torch
from typing import List, Tuple, Optional

def f(a: int) -> int:
    t = (a, a)
    if t:
        return 1
    return 0
