import torch
from typing import List, Tuple, Optional

class Scale:
    def __init__(self, k: float):
        self.k = k

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class Inner:
    def __init__(self, v: int):
        self.v = v


class Outer:
    def __init__(self, v: int):
        self.inner = Inner(v)
        self.n = 0


def make(k: float) -> Scale:
    return Scale(k)


def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    layers = [make(float(i) + 0.5) for i in range(3)]
    y = x
    for i in range(len(layers)):
        y = layers[i](y)
    s = Scale(2.0)
    o = Outer(3)
    o.inner.v = o.inner.v * 7
    o.n += 1
    return s(y), o.inner.v + o.n
