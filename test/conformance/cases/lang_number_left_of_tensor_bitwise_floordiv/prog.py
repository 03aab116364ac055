import torch
from typing import List, Tuple, Optional

def f(k: int, b: bool, x: float, t: torch.Tensor):
    return k | t, k & t, k ^ t, k << t, k >> t, b | t, k // t, x // t, b | k, k & b, b ^ k, b << b, k >> b, b | b, b & (not b)
