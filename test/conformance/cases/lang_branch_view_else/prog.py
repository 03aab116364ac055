import torch


def f(a: torch.Tensor, b: torch.Tensor, c: bool, i: int):
    if c:
        v = a[1:]
    else:
        v = torch.zeros(1, 3)
    v[0, 0] = 7
    v += 1
    if not c:
        w = a.t()
    else:
        w = torch.ones(3, 2)
    w.mul_(10)
    if i > 0:
        u = a.unsqueeze(0)
    else:
        u = a.clone().unsqueeze(0)
    u.neg_()
    if c:
        x = b.float()
    else:
        x = b * 2
    b.add_(100)
    x[0, 0] = -5
    return a, v, w, u, b, x
