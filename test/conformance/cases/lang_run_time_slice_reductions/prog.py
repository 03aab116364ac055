import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor, m: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    j = int(m.item())
    a = x[:k]
    b = x[j:]
    v, i = torch.max(x[k:j].abs() + 1.0, 0)
    return [a.sum(0), a.mean(0), b.var(0), b.std(1), a.amax(1), torch.softmax(a * 2.0, 1).sum(0),
            v, i, (x[:k] + x[-k:]).sum(0), x[::2][k - 1:].prod(0), torch.zeros_like(b).sum(1),
            x[:, k:].sum(1), (x[1:k + 1] > 0.0).any(1)]
