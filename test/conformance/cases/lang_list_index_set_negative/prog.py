import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(xs: List[float], i: int) -> List[float]:
    ys = [x * 2.0 for x in xs]
    ys.append(xs[-1])
    ys[i] = ys[i] + 100.0
    ys[-2] = 0.5
    return ys
