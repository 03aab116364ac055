import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, w: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, i: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    a = x @ w.t()
    b = torch.matmul(q, k.transpose(1, 2))
    c = v @ w.T
    d = torch.matmul(q, w.transpose(0, 1)[:, :3].t().contiguous().t())
    e = i @ i.t()
    g = torch.nn.functional.linear(q, w, None) + torch.bmm(q, k.transpose(-1, -2)).sum()
    return a, b, c, d, e, g
