import torch
from typing import List, Tuple, Optional

def squeeze_leading(x: torch.Tensor) -> torch.Tensor:
    while x.dim() > 0 and x.size(0) == 1:
        x = x.squeeze(0)
    return x


def f(x: torch.Tensor, y: torch.Tensor, k: torch.Tensor) -> List[torch.Tensor]:
    s = x
    while s.dim() > 1:
        s = s.sum(0)
    u = k
    while u.dim() < x.dim():
        u = u.unsqueeze(0)
    v = k
    for i in range(x.size(1)):
        if i == 0:
            v = v.float() / 2.0
        else:
            v = v * 3.0 + float(i)
    sizes: List[int] = []
    w = x
    while True:
        sizes.append(w.size(-1))
        w = w[..., 0]
        if w.dim() == 0:
            break
    return [s, u, v, squeeze_leading(y), squeeze_leading(y[0]), w, torch.tensor(sizes)]
