import torch
from typing import List, Tuple, Optional

import math
def f(a: int, b: int, x: float) -> Tuple[int, int, float, bool, bool, float, int, float]:
    return math.gcd(a, b), abs(-a), math.fabs(-x), math.isnan(x), math.isinf(x / 0.0001), math.copysign(2.0, -x), math.factorial(5), math.sqrt(16.0)
