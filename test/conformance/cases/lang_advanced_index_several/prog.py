import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, y: torch.Tensor, t: torch.Tensor) -> List[torch.Tensor]:
    r, c = torch.where(x > 0)
    a = x[r, c]
    b = y[torch.arange(3), t]
    d = y[[0, 2], [1, -1]]
    e = x.unsqueeze(0).expand(2, -1, -1)[:, r, c]
    g = x.unsqueeze(2).expand(-1, -1, 4)[r, :, c]
    h = y[t.unsqueeze(1) % 3, torch.tensor([[0, 1]])]
    logp = torch.log_softmax(y, dim=1)
    return [a, b, d, e, g, h, -logp[torch.arange(y.size(0)), t].mean()]
