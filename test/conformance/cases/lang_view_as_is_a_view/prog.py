import torch


def f(x: torch.Tensor, y: torch.Tensor):
    v = x.view_as(y)
    v[0] = 5
    w = x.reshape_as(y)
    x.mul_(2)
    u = y.view_as(y)
    u[-2:3] = -1.5
    return x, v, w, y, u
