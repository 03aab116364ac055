import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    i = 0
    while True:
        i += 1
        if i * i > n:
            return i
    return -1
