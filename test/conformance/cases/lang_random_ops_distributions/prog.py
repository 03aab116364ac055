import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F


def f(x: torch.Tensor) -> Tuple[List[bool], List[int], torch.dtype, torch.dtype, torch.dtype]:
    torch.manual_seed(1)
    b = torch.bernoulli(torch.full((2000,), 0.3))
    b2 = torch.zeros(2000).bernoulli_(0.7)
    u = torch.zeros(2000)
    u.uniform_(-2.0, 3.0)
    n = torch.zeros(4000).normal_(5.0, 0.5)
    e = torch.empty(4000).exponential_(2.0)
    nt = torch.normal(torch.zeros(3, 4), 2.0)
    nn = torch.normal(1.0, 2.0, (5,))
    p = torch.randperm(10)
    i = torch.randint(3, 7, (2000,))
    j = torch.randint(5, (2, 3))
    j2 = torch.randint(5, size=(2, 3))
    j3 = torch.randint(high=3, size=(2, 3)) + torch.randint(low=1, high=2, size=(2, 3))
    k = torch.randint_like(x, 10)
    m = torch.multinomial(torch.tensor([0.0, 1.0, 3.0]), 2000, replacement=True)
    m2 = torch.multinomial(torch.tensor([[1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 5.0, 1.0]]), 2)
    d = F.dropout(torch.ones(2000), 0.25)
    d0 = F.dropout(torch.ones(10), 0.25, training=False)
    r = torch.rand(x.size(0), 2)
    checks = [abs(float(b.mean()) - 0.3) < 0.05, abs(float(b2.mean()) - 0.7) < 0.05,
              bool((u >= -2.0).all()) and bool((u < 3.0).all()), abs(float(u.mean()) - 0.5) < 0.15,
              abs(float(n.mean()) - 5.0) < 0.05, abs(float(n.std()) - 0.5) < 0.05,
              abs(float(e.mean()) - 0.5) < 0.05,
              bool((p.sort()[0] == torch.arange(10)).all()),
              bool((i >= 3).all()) and bool((i < 7).all()), int(i.min()) == 3, int(i.max()) == 6,
              bool((j >= 0).all()) and bool((j < 5).all()), bool((k < 10).all()),
              bool((j2 >= 0).all()) and bool((j2 < 5).all()) and j2.shape == j.shape,
              bool((j3 >= 1).all()) and bool((j3 < 4).all()),
              int((m == 0).sum()) == 0, abs(float((m == 2).float().mean()) - 0.75) < 0.05,
              bool((m2[1] >= 2).all()), int(m2[0, 0]) != int(m2[0, 1]),
              abs(float(d.mean()) - 1.0) < 0.1, bool(((d == 0) | (d == 4.0 / 3.0)).all()),
              bool((d0 == 1).all()), bool((r >= 0).all()) and bool((r < 1).all())]
    shapes = nt.shape + nn.shape + j.shape + m.shape + m2.shape + r.shape
    return checks, shapes, p.dtype, j.dtype, k.dtype
