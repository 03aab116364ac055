import torch
from typing import List, Tuple, Optional

import math
def f(x: float, n: int) -> Tuple[float, float, float, float, float, float]:
    return round(x), round(x + 0.5), round(2.5), x ** n, n ** 3, math.pow(x, 0.5)
