import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, n: int, lo: float) -> List[torch.Tensor]:
    hi = float(x.max())
    return [torch.linspace(0, x.size(0) - 1, 4), torch.linspace(lo, hi, 7), torch.linspace(-n, n, 2 * n + 1, dtype=torch.float64),
            torch.linspace(lo, 3.0, n, dtype=torch.long), torch.linspace(hi, lo, 1), torch.linspace(lo, hi, 0),
            torch.linspace(0.0, float(n) / 3, x.size(1)).long(), torch.linspace(1, n, n, dtype=torch.int32)]
