import torch
from typing import List, Tuple, Optional

def f(x: int, *, scale: int = 2) -> int:
    return x * scale
