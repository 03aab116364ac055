import torch
from typing import List, Tuple, Optional

import math
def f(x: float, n: int) -> Tuple[float, float, float, int, int, float, float]:
    return math.sqrt(x), math.log10(x) + math.exp(-x), math.sin(math.pi / 6), math.floor(-x), math.ceil(x), math.pow(x, n), math.tanh(x) * math.e
