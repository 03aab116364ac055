import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    def g(y: int) -> int:
        return y + 1
    return g(x)
