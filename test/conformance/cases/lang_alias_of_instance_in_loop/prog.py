import torch
from typing import List, Tuple, Optional

class Box:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n += 1

def f(k: int) -> int:
    b = Box()
    for i in range(k):
        other = b
        other.bump()
    return b.n
