import torch
from typing import List, Tuple, Optional

def f(n: int, x: float, s: str) -> str:
    return f"n={n} x={x} s={s}!"
