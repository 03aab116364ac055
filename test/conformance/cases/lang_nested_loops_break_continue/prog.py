import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    count = 0
    for i in range(n):
        for j in range(i):
            if (i + j) % 3 == 0:
                continue
            if j > 4:
                break
            count += i * j
    return count
