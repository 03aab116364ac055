import torch
from typing import List, Tuple, Optional

def f(x: int) -> List[int]:
    a: List[int] = []
    a.append("s")  # HERE
    return a
