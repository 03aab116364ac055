import torch
from typing import List, Tuple, Optional

import math

def f(x: float, n: int) -> List[float]:
    return [math.acos(x), math.asin(x), math.atan(x), math.sinh(x), math.cosh(x), math.asinh(x),
            math.acosh(x + 2.0), math.atanh(x), math.degrees(x), math.radians(x), math.erfc(x),
            math.lgamma(x + 3.0), math.gamma(x + 3.0), math.atan2(x, 2.0), math.copysign(3.0, -x),
            math.fmod(-7.5, 2.0), math.remainder(7.0, 4.0), math.ldexp(x, n), math.log(8.0, 2.0)]

def g(x: float, n: int) -> Tuple[int, int, Tuple[float, int], Tuple[float, float], bool, bool, bool, bool]:
    return (math.gcd(n, 12), math.factorial(n), math.frexp(x * 100.0), math.modf(-x - 1.0),
            math.isnan(x), math.isinf(math.inf), math.isfinite(x), math.isnan(math.nan))
