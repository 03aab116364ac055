import torch
from typing import List, Tuple, Optional

class Cache:
    def __init__(self):
        self.k = torch.jit.annotate(Optional[torch.Tensor], None)
        self.n = 0

    def update(self, x: torch.Tensor) -> torch.Tensor:
        k = self.k
        if k is None:
            self.k = x
        else:
            self.k = torch.cat([k, x], 0)
        self.n += 1
        k2 = self.k
        assert k2 is not None
        return k2


def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    c = Cache()
    for i in range(3):
        c.update(x + i)
    k = c.k
    assert k is not None
    return k, c.n
