import torch
from typing import List, Tuple, Optional

class EMA:
    def __init__(self, decay: float, init: Optional[torch.Tensor]):
        self.decay = decay
        self.shadow = init
        self.n = 0

    def update(self, x: torch.Tensor) -> torch.Tensor:
        s = self.shadow
        if s is None:
            s = x.clone()
        else:
            s = self.decay * s + (1.0 - self.decay) * x
        self.shadow = s
        self.n += 1
        return s

def f(xs: torch.Tensor) -> Tuple[torch.Tensor, int, List[float]]:
    e = EMA(0.9, None)
    trace: List[float] = []
    for i in range(xs.size(0)):
        trace.append(float(e.update(xs[i]).sum()))
    s = e.shadow
    assert s is not None
    return s, e.n, trace
