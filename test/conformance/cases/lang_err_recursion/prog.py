import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    if n <= 0:
        return 0
    return f(n - 1) + 1
