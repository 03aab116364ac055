import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(n: int, ks: List[str], vs: List[int]) -> Tuple[Dict[str, int], Dict[str, int]]:
    a = dict([("x", 1), ("y", n)])
    b = dict(zip(ks, vs))
    return a, b
