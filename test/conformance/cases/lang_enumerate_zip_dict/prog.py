import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(xs: List[str], ys: List[int]) -> Dict[str, int]:
    d: Dict[str, int] = {}
    for i, (a, b) in enumerate(zip(xs, ys)):
        d[a] = b * i
    for k, v in d.items():
        d[k] = v + 1
    return d
