import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(n: int) -> List[int]:
    xs: List[int] = []
    xs.append(1.5)
    return xs
