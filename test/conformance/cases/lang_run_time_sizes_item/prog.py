import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[float, int, bool]:
    m = x[x == x.max()]
    top = x[x > 0.0][:1]
    return m.item(), int(x.argmax()), bool(top > -10.0)
