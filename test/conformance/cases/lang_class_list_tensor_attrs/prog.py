import torch
from typing import List, Tuple, Optional

class L:
    def __init__(self, w: torch.Tensor, b: torch.Tensor):
        self.w = w
        self.b = b

    def fwd(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(x @ self.w + self.b)

def f(x: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    layers = [L(w1, torch.zeros(3)), L(w2, torch.ones(3))]
    for l in layers:
        x = l.fwd(x)
    first = layers[0]
    first.w = first.w * 0.5
    return x + layers[0].fwd(x), layers[0].w
