import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor, n: int):
    b = x.size(0)
    y = x.view(b, -1)
    z = torch.zeros(x.size(1) * 2, b, dtype=torch.int64)
    w = torch.full([x.shape[0], 3], 1.5)
    s = torch.ones(x.size(2))
    for i in range(n):
        s = s + x.reshape(x.size(0) * x.size(1), x.size(-1))[i]
    return y, z, w, s, x.reshape(x.size(-1), x.size(0) // 2, -1), torch.empty(0, x.dim()).shape
