import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    outs: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        outs.append(F.adaptive_avg_pool1d(x, 1))
        outs.append(F.adaptive_avg_pool1d(x, 2))
        outs.append(F.adaptive_avg_pool1d(x, 3))
        outs.append(F.adaptive_avg_pool2d(x.unsqueeze(1), (2, 3)))
        x = torch.cat([x, x[:, :, -1:] * 0.5], 2)
    return outs
