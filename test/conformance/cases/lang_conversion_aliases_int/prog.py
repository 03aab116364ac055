import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor):
    a = a * 1
    v = a.float()
    v[0] = 7
    w = a.to(torch.int64)
    w.add_(1)
    t = a.type_as(a)
    t.mul_(3)
    u = a.float().t()
    a[1, 1] = 5
    c = a.cpu()
    c += 1
    p = torch.positive(a)
    p.sub_(2)
    d = a.double()
    e = d.float()
    e.neg_()
    k = a.long()[0]
    k.fill_(9)
    return a, v, w, t, u, c, p, d, e, k
