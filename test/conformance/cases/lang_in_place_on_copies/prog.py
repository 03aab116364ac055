import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F
from typing import List
def f(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    a = y[y > 2].copy_(torch.zeros(2))
    b = y[torch.tensor([0, 1])].add_(5.)
    c = y[[0, 1]].zero_()
    z = F.pad(y, [0, 0]).add_(1.0)
    w = (y > 2).logical_not_()
    return [y, a, b, c, z, w.float(), torch.cat([torch.empty(0), torch.empty(0)], 1)]
