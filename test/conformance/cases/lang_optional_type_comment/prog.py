import torch
from typing import List, Tuple, Optional

def f(x):
    # type: (Optional[int]) -> int
    return x + 1
