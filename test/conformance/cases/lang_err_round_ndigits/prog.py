import torch
from typing import List, Tuple, Optional

def f(b: float) -> float:
    return round(b, 2)  # HERE
