import torch
from typing import List, Tuple, Optional

def f(n: int, b: bool) -> Tuple[float, float, int, int]:
    return (round(n), round(-n) / 2, abs(b), abs(True) + abs(False))
