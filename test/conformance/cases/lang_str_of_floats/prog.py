import torch
from typing import List, Tuple, Optional

def f(x: float) -> Tuple[str, str, str, str, str]:
    return str(x), str(1e20), str(0.1 + 0.2), str(float(3)), str(x * 1e-7)
