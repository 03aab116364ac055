import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> List[torch.Tensor]:
    v, i = x.max(dim=1)
    return [v, i, x.std(0), x.var(1, unbiased=False), x.logsumexp(-1), x.norm(2, 0), x.prod(1), x.argmin(), torch.median(x), x.mean([0, 1], keepdim=True)]
