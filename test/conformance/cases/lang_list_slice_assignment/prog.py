import torch
from typing import List, Tuple, Optional

def f(n: int) -> List[int]:
    xs = list(range(n))
    xs[1:3] = [10, 20, 30]
    return xs
