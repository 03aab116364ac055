import torch
from typing import List, Tuple, Optional

class Buffer:
    def __init__(self):
        self.items: List[torch.Tensor] = []
        self.total = 0

    def push(self, t: torch.Tensor):
        self.items.append(t)
        self.total += t.numel()

    def stacked(self) -> torch.Tensor:
        return torch.stack(self.items)


def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    b = Buffer()
    for i in range(3):
        b.push(x * i)
    return b.stacked(), b.total
