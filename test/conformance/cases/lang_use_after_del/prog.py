import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    k = n + 1
    del k
    return k
