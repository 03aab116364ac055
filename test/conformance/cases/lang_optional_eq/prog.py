import torch
from typing import List, Tuple, Optional

def f(x: Optional[int]) -> bool:
    return x == 1
