import torch
from typing import List, Tuple, Optional

def g(t: Tuple[int, int]) -> int:
    return t[2]  # HERE


def f(x: int) -> int:
    return g((x, x))
