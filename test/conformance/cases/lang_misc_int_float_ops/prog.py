import torch
from typing import List, Tuple, Optional

def f(a: int, b: float) -> List[float]:
    out: List[float] = []
    out.append(float(a // 3))
    out.append(b // 0.3)
    out.append(b % 0.3)
    out.append(float(-a % 5))
    out.append(float(divmod(a, 7)[1]))
    out.append(float(abs(-b)))
    out.append(float(round(b)))
    out.append(float(a ** 2))
    out.append(b ** 0.5)
    out.append(float(min(a, 3, 9)))
    out.append(float(max([1.5, b, 0.2])))
    out.append(float(int("12") + int(3.9)))
    out.append(float(bool(a) and not bool(0)))
    out.append(float(a.bit_length()) if False else 0.0)
    return out
