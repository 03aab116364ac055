import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    d = {1: 2, 'b': 3}
    return x
