import torch
from typing import List, Tuple, Optional

def f(n: int, x: float) -> str:
    return "{} and {}: {}".format(n, x, [n, n])
