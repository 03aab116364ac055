import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[int, int]:
    i = 0
    found = -1
    while i < n:
        j = 0
        while j < n:
            if i * j == 6:
                found = i * 10 + j
                break
            j += 1
        if found >= 0:
            break
        i += 1
    return i, found
