import torch
from typing import List, Tuple, Optional

from typing import NamedTuple

class Out(NamedTuple):
    logits: torch.Tensor
    loss: Optional[torch.Tensor]
    steps: int

def run(x: torch.Tensor, y: Optional[torch.Tensor]) -> Out:
    logits = x * 2.0
    loss: Optional[torch.Tensor] = None
    if y is not None:
        loss = ((logits - y) ** 2).mean()
    return Out(logits, loss, 1)

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, int, bool]:
    a = run(x, y)
    b = run(x, None)
    l = a.loss
    assert l is not None
    return a.logits, l, a.steps + b.steps, b.loss is None
