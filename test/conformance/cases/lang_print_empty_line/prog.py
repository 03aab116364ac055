import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    print("a", n)
    print()
    return n
