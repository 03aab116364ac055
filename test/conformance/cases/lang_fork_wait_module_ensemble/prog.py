import torch
from typing import List, Tuple, Optional

class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k
        self.w = torch.nn.Parameter(torch.ones(3) * k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k + self.w


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.branches = torch.nn.ModuleList([Branch(1.0), Branch(2.0), Branch(3.0)])
        self.head = Branch(10.0)

    def helper(self, x: torch.Tensor, s: float) -> torch.Tensor:
        return x + s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        futures = [torch.jit.fork(b, x) for b in self.branches]
        results = [torch.jit.wait(fut) for fut in futures]
        h = torch.jit.fork(self.head, x)
        g = torch.jit.fork(self.helper, x, s=0.5)
        return torch.stack(results).sum(0) + torch.jit.wait(h) + torch.jit.wait(g)
