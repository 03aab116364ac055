import torch
from typing import List, Tuple, Optional

from torch.jit import Future


def scale(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k


def f(n: int) -> Tuple[torch.Tensor, torch.Tensor]:
    base = torch.ones(2, 3)
    y = scale(base, n)
    futs: List[Future[torch.Tensor]] = []
    for k in range(3):
        futs.append(torch.jit.fork(scale, base + float(k), k))
    outs = [torch.jit.wait(fu) for fu in futs]
    return scale(y, 2), torch.stack(outs).sum(0)
