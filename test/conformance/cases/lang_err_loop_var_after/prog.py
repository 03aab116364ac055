import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    for i in range(n):
        pass
    return i
