import torch
from typing import List, Tuple, Optional

from torch.jit import Future


def work(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k


def pair(x: torch.Tensor, scale: float = 2.0) -> Tuple[torch.Tensor, int]:
    return x * scale, x.dim()


def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, int, torch.Tensor]:
    futs: List[torch.jit.Future[torch.Tensor]] = []
    for i in range(3):
        futs.append(torch.jit.fork(work, x, i))
    out = torch.zeros_like(x)
    for fut in futs:
        out = out + torch.jit.wait(fut)
    f1 = torch.jit.fork(pair, x, scale=3.0)
    f2: Future[torch.Tensor] = torch.jit._fork(torch.relu, x)
    y, d = torch.jit.wait(f1)
    return out, y, d, torch.jit._wait(f2)
