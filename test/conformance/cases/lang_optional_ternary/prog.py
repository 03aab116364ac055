import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    y: Optional[int] = None if n > 3 else n
    if y is None:
        return -1
    return y * 2
