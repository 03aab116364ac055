import torch


def f(a: torch.Tensor, b: torch.Tensor, c: bool, i: int):
    if c:
        v = a[1]
    else:
        v = torch.zeros(3)
    v[0] = 7
    v += 1
    if not c:
        w = a.select(-1, -1)
    else:
        w = a.sum(0)
    w.mul_(10)
    if i > 0:
        u = a[:, i:]
    else:
        u = a.t().clone()
    u.neg_()
    if c:
        x = b.float()
    else:
        x = b * 2
    b.add_(100)
    x[0, 0] = -5
    return a, v, w, u, b, x
