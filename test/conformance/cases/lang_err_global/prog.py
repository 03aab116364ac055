import torch
from typing import List, Tuple, Optional

G = 3


def f(x: int) -> int:
    global G  # HERE
    return x + G
