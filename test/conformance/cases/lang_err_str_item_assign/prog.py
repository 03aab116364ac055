import torch
from typing import List, Tuple, Optional

def f(s: str) -> str:
    s[0] = "x"  # HERE
    return s
