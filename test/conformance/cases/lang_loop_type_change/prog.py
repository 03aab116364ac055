import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    x = 0
    for i in range(n):
        x = 1.5
    return 1
