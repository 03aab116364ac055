import torch
from typing import List, Tuple, Optional

import math
def f(x: float, n: int) -> Tuple[int, int, float, int, int, float, float, float, float, float, float]:
    return math.floor(x), math.ceil(x), math.log(x, 2.0), math.gcd(n, 12), math.factorial(n), math.copysign(x, -1.0), math.fmod(x, 1.5), math.degrees(x), math.radians(x), math.atan2(x, 1.0), 1.0
