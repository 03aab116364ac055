import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    g = lambda a: a + 1  # HERE
    return g(x)
