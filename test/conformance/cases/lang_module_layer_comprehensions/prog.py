import torch
from typing import List, Tuple, Optional

class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.branches = torch.nn.ModuleList([Branch(1.0), Branch(2.0)])
        self.d = torch.nn.ModuleDict({"a": Branch(3.0), "b": Branch(4.0)})
        self.seq = torch.nn.Sequential(Branch(5.0), torch.nn.ReLU())

    def forward(self, x: torch.Tensor) -> Tuple[List[torch.Tensor], List[str], List[int], List[float], List[torch.Tensor], torch.Tensor]:
        a = [m(x) for m in self.d.values()]
        b = [k for k in self.d]
        c = [i * 2 for i, m in enumerate(self.branches)]
        d = [m.k for m in self.branches]
        e = [m(x) + float(i) for i, m in enumerate(self.seq)]
        f = torch.stack([m(x) for k, m in self.d.items()]).sum(0)
        return a, b, c, d, e, f
