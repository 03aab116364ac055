import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    t = 0
    for i in x:
        t += i
    return t
