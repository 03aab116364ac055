import torch
from typing import List, Tuple, Optional

def f(a: int, b: int) -> Tuple[int, int, float, float, int, int, int, int, float, int, bool]:
    return a // b, a % b, a / b, 7.5 // -2.0, -a // b, -a % b, a << 3, a ^ 5, 2 ** -2, abs(-a), (a & 1) == 1
