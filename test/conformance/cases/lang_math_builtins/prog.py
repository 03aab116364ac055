import torch
from typing import List, Tuple, Optional

import math

def f(x: float, n: int) -> Tuple[float, int, float, int, float, Tuple[int, int], int, str, str, int, str]:
    return math.sqrt(x), math.floor(x) + math.ceil(x), round(x), abs(-n), math.pi * x, divmod(n, 3), max(n, 4, 2), hex(n), bin(n), ord("a"), chr(98)
