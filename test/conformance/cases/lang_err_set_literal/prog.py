import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    s = {1, 2, x}
    return len(s)
