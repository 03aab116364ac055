import torch
from typing import List, Tuple


def f(x: torch.Tensor, y: torch.Tensor, n: int):
    q, k, v = x.chunk(3, -1)
    q *= 0.5
    s = q @ k.transpose(0, 1)
    x.add_(1)
    sums = [q.sum(), k.sum(), v.sum()]
    for p in x.split(2):
        p.mul_(2)
    a, b = x[:, :4].chunk(2, 1)
    b.neg_()
    z = torch.zeros(n, 6)
    c, d = z.split(3, 1)
    x[0, 0] = 99
    d.fill_(7)
    e, g, h = torch.chunk(z, 3, 0)
    h += 1
    t = x.split(1, -1)[4]
    t.zero_()
    u0, u1 = y.unbind(0)
    u1.sub_(u0)
    for i, part in enumerate(y.unbind(1)):
        part.add_(i * 10)
    for r, w in zip(y.unbind(1), x.unbind(1)):
        r.mul_(w[:2])
    return x, s, q, k, v, sums, a, b, z, c, d, e, g, h, t, y, u0, u1
