import torch
from typing import List, Tuple, Optional

def f(s: str, x: float) -> Tuple[int, float, str, str, str, int, str]:
    return int(s), float(s + ".5"), str(x), hex(255), bin(5), ord("a"), chr(98)
