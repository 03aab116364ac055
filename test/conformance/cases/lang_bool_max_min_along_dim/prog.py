import torch
from typing import List, Tuple, Optional

def f(c: torch.Tensor) -> List[torch.Tensor]:
    v0 = c > 5
    a, i = v0.max(1)
    b, j = v0.min(1)
    return [v0.amax(1, keepdim=True), v0.amax(0), v0.amin(1), v0.max(), v0.min(), a, i, b, j,
            torch.maximum(v0, ~v0), v0.cummax(1)[0], v0.cummin(1)[0], v0.sort(1)[0], v0.any(1), v0.all(1)]
