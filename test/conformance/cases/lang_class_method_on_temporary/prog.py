import torch
from typing import List, Tuple, Optional

class C:
    def __init__(self, v: int):
        self.v = v

    def add(self, k: int) -> int:
        self.v += k
        return self.v

    def scaled(self, x: torch.Tensor) -> torch.Tensor:
        return x * float(self.v)

def f(x: torch.Tensor) -> Tuple[int, torch.Tensor]:
    return C(3).add(4) + C(1).v, C(2).scaled(x)
