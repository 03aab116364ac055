import torch
from typing import List, Tuple, Optional

def f(x: int, n: int) -> str:
    y = x + 1
    y = "v" + str(y)
    s = 0
    for i in range(n):
        z = x + i
        s += z
        z = "ab"
        s += len(z)
        i = "c"
        s += len(i)
    return y + str(s)
