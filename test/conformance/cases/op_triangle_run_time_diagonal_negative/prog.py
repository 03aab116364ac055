import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, k: int) -> List[torch.Tensor]:
    out: List[torch.Tensor] = [x.tril(k), torch.triu(x, -k), x.tril(diagonal=k - 5), x.triu(k * 2)]
    cache = x[:1]
    for _ in range(3):
        cache = torch.cat([cache, x[:1]], dim=0)
        tq = 2
        tk = cache.size(0)
        out.append(torch.ones(tq, tk).tril(tk - tq) == 0)
        out.append(cache.t().triu(tq - tk))
    return out
