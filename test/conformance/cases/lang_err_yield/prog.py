import torch
from typing import List, Tuple, Optional

def f(x: int) -> int:
    yield x
