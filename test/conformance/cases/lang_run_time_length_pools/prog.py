import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    outs: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        outs.append(F.max_pool1d(x, 2))
        outs.append(F.max_pool1d(x, 3, stride=2, padding=1))
        outs.append(F.avg_pool1d(x, 3, stride=1, padding=1))
        outs.append(F.avg_pool1d(x, 3, stride=2, padding=1, count_include_pad=False))
        outs.append(F.avg_pool2d(x.unsqueeze(1), (1, 2)))
        outs.append(F.max_pool2d(x.unsqueeze(1), (2, 2), padding=1))
        x = torch.cat([x, x[:, :, -1:] * 0.5], 2)
    return outs
