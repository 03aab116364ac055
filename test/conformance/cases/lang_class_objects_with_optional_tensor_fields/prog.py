import torch
from typing import List, Tuple, Optional

class Holder:
    def __init__(self, t: Optional[torch.Tensor], n: int):
        self.t = t
        self.n = n

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, List[bool]]:
    hs: List[Holder] = []
    for i in range(4):
        if i % 2 == 0:
            hs.append(Holder(x * i, i))
        else:
            hs.append(Holder(None, i))
    total = torch.zeros_like(x)
    present: List[bool] = []
    for h in hs:
        t = h.t
        present.append(t is not None)
        if t is not None:
            total = total + t
    a = hs[1]
    b = a
    b.t = x
    c = a.t
    if c is not None:
        total = total + c
    return total, len(hs), present
