import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    x: Optional[int] = 1.5
    return n
