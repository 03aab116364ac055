import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    m = x.size(1)
    out: List[torch.Tensor] = [torch.linspace(0, 1, m), torch.linspace(-3.5, 2.25, x.size(0) * 3, dtype=torch.float64),
                               torch.linspace(0, 10, n, dtype=torch.long), torch.linspace(2, 2, 1), torch.linspace(0, 1, 0)]
    k = 0
    while k < x.size(0):
        out.append(torch.linspace(1.0, 0.0, k + 1))
        k += 1
    return out
