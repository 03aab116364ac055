import torch
from typing import List, Tuple, Optional

def f(x: Tuple[int, ...]) -> int:
    return x[0]
