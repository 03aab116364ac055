import torch
from typing import List, Tuple, Optional

class Acc:
    def __init__(self, scale: float, bias: torch.Tensor):
        self.scale = scale
        self.bias = bias

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scale + self.bias

def use_obj(acc: Acc, x: torch.Tensor) -> torch.Tensor:
    return acc.apply(x) + acc.scale

def f(x: torch.Tensor) -> torch.Tensor:
    a = Acc(3.0, x * 0.5)
    return use_obj(a, x) + use_obj(Acc(-1.0, x), x)
