import torch
from typing import List, Tuple, Optional

from typing import List
def f(x: torch.Tensor, i: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y[i > 0] = x[i > 0] * 10
    z = x.clone()
    z[x[:, 0] > 0] = torch.tensor([7.0, 8.0, 9.0])
    w = x.clone()
    w[x[:, 0] > 0] = x[x[:, 0] > 0].flip(1)
    u = x.clone()
    u[i > 100] = x[i > 100] + 1
    v = i.clone()
    v[i < 0] = torch.tensor([5.5])
    q = x.clone()
    q[torch.tensor([0, 2])] = x[1]
    r = x.clone()
    r[i > 0] = torch.tensor(3.0)
    return [y, z, w, u, v.float(), q, r]
