import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    y = x if x > 0 else "neg"
    return 1
