import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    try:  # HERE
        return x
    except Exception:
        return 0
