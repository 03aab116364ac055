import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    a, *b = [1, 2, x]
    return a
