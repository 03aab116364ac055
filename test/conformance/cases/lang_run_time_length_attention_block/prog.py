import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(int(torch.tensor(n).item())):
        t = x.size(1)
        mu = x.mean(-1, keepdim=True)
        var = x.var(-1, keepdim=True, unbiased=False)
        h = (x - mu) / torch.sqrt(var + 1e-5)
        q = h @ w1
        k = torch.nn.functional.linear(h, w2)
        mask = torch.triu(torch.ones(t, t), diagonal=1) == 1.0
        s = torch.bmm(q, k.transpose(1, 2)).masked_fill(mask, -1e9)
        a = torch.softmax(s / 2.0, dim=-1) @ h
        x = torch.cat([x, a[:, -1:]], 1)
    return x
