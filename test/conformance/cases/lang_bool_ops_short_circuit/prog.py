import torch
from typing import List, Tuple, Optional

def f(a: int, b: int) -> bool:
    return (a > 0 and b > 0) or (not a < -5 and b == 0)
