import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F


def conv(x: torch.Tensor, w: torch.Tensor, b: Optional[torch.Tensor] = None) -> torch.Tensor:
    return F.conv1d(x, w, b)


def f(x: torch.Tensor, w: torch.Tensor) -> List[torch.Tensor]:
    k = w.size(2)
    same = F.pad(x, [(k - 1) // 2, k - 1 - (k - 1) // 2])
    return [conv(same, w), conv(x, w, w.sum([1, 2])), F.pad(x, [w.size(2) - 1, 0]), F.pad(x, (0, k)), x.permute([0, x.dim() - 1, 1])]
