import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, List[int]]:
    y = x.clone()
    y[0] = 5.0
    y[:, 1] = y[:, 1] * 2
    z = torch.zeros(4, 3, dtype=torch.int64)
    for i in range(4):
        z[i] = i
        z[i, n - 1] += 7
        z[-1 - i, 0] = z[-1 - i, 0] + 2.9
    w = torch.zeros(2, 3, 4)
    w[..., 1:3] = x[0]
    w[1, ::2, -1] = torch.tensor([1.5, 2.5])
    xs = [1, 2, 3]
    xs[1] += 10
    return y, z, w, xs
