import torch
from typing import List, Tuple, Optional

from typing import List, Optional, Tuple
import torch


class RunningStats:
    def __init__(self):
        self.n = 0
        self.mean = torch.jit.annotate(Optional[torch.Tensor], None)
        self.m2 = torch.jit.annotate(Optional[torch.Tensor], None)

    def update(self, x: torch.Tensor):
        self.n += 1
        mean = self.mean
        m2 = self.m2
        if mean is None or m2 is None:
            self.mean = x.clone()
            self.m2 = torch.zeros_like(x)
        else:
            delta = x - mean
            mean = mean + delta / self.n
            self.m2 = m2 + delta * (x - mean)
            self.mean = mean

    def variance(self) -> torch.Tensor:
        m2 = self.m2
        if m2 is None or self.n < 2:
            raise RuntimeError("need two samples")
        return m2 / (self.n - 1)


def kmeans(x: torch.Tensor, k: int, iters: int, tol: float) -> Tuple[torch.Tensor, torch.Tensor, int]:
    # deterministic init: k points spread over the data
    idx = torch.linspace(0, x.size(0) - 1, k).long()
    c = x[idx].clone()
    assign = torch.zeros(x.size(0), dtype=torch.long)
    it = 0
    while it < iters:
        d = torch.cdist(x, c)
        assign = d.argmin(dim=1)
        new_c = torch.zeros_like(c)
        counts = torch.bincount(assign, minlength=k).to(x.dtype)
        new_c.index_add_(0, assign, x)
        empty = counts == 0
        new_c = torch.where(empty[:, None], c, new_c / counts.clamp(min=1)[:, None])
        shift = (new_c - c).norm(p=2, dim=1).max()
        c = new_c
        it += 1
        if float(shift) < tol:
            break
    return c, assign, it


def f(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, torch.Tensor, int, torch.Tensor, torch.Tensor]:
    c, a, it = kmeans(x, k, 50, 1e-4)
    st = RunningStats()
    for i in range(x.size(0)):
        st.update(x[i])
    m = st.mean
    assert m is not None
    inertia = ((x - c[a]) ** 2).sum()
    return c, a, it, st.variance() - x.var(dim=0), inertia + m.sum() * 0
