import torch
from typing import List, Tuple, Optional

def f(*args: int) -> int:  # HERE
    return 0
