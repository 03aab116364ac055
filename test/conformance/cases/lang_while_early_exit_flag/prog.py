import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    i = 0
    found = -1
    while i < n:
        if i * i > 50:
            found = i
            break
        i += 1
    return found
