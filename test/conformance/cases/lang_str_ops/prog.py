import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(name: str, n: int, x: float, xs: List[int]) -> Tuple[str, int, str, bool]:
    s = name + ": " + str(n) + " " + str(x) + " " + str(xs) + " " + str(True)
    return s, len(s), str(2.0) + str(None), s == name
