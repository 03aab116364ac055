import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a: torch.Tensor, k: int) -> Tuple[List[torch.Tensor], int, torch.Tensor, List[torch.Tensor], torch.Tensor]:
    v = torch.nonzero(a > k)
    parts = v.split(2)
    rows = list(v.unbind(0))
    cols = v.unbind(-1)
    total = torch.zeros(2, dtype=torch.long)
    for p in parts:
        total = total + p.sum(0)
    last = parts[-1] if len(parts) > 0 else v
    big = torch.split(v, 100, 0)
    return list(parts), len(rows), total + last.sum(), [c * 2 for c in cols] + list(big), torch.cat(rows + [torch.zeros(2, dtype=torch.long)])
