import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> List[torch.Tensor]:
    y0 = x.clone()
    y0[...] = torch.arange(6.0)
    y1 = x.long()
    y1[...] = 2.7
    y2 = x.clone()
    y2[...] += 1
    y3 = x.clone()
    y3[None, x > 0.5] = -1.0
    y4 = x.clone()
    y4[1:, x[0] > 0] = 9.0
    y5 = (x > 0).clone()
    y5[0, torch.tensor([1, 2])] = True
    return [y0, y1, y2, y3, y4, y5]
