import torch
from typing import List, Tuple, Optional

def f(a: int) -> List[int]:
    return [a, "x"]  # HERE
