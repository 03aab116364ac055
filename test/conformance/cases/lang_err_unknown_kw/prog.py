import torch
from typing import List, Tuple, Optional

def g(a: int, b: int = 2) -> int:
    return a + b


def f(x: int) -> int:
    return g(x, c=3)  # HERE
