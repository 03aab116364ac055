import torch
from typing import List, Tuple, Optional

import math
def f(a: int, b: float, c: int) -> Tuple[int, float, float, int, float, Tuple[int, int], float]:
    return abs(a), abs(b), max(b, 2.5), min(a, c), round(b), divmod(c, 3), min(b, 1.0)
