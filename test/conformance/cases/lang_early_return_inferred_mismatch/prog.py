import torch
from typing import List, Tuple, Optional

def g(k: int):
    if k > 0:
        return 1
    return 2.5

def f(k: int) -> int:
    return int(g(k))
