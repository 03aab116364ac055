import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    y0 = x.clone()
    y0[:, idx] = -1.0
    y1 = x.clone()
    y1[1:, idx, ::2] = y1.sum()
    y2 = x.clone()
    y2[torch.tensor([2, -2]), :, ::2] = torch.tensor(7.0)
    y3 = x.clone()
    y3[-2, -1::2, None] = -1.0
    y4 = x.clone()
    y4[[-4], -3:] = 5
    y5 = x.clone()
    y5[x[:, :, 0] > 0, :] = -2.0
    y6 = x.clone()
    y6[:, idx] = torch.arange(6.0)
    y7 = x.clone()
    y7[0, :, idx] = torch.ones(5, 2) * 3
    y8 = x.clone()
    y8[:, x[0, :, 0] > 0] = 1.5
    y9 = x.clone()
    y9[:0, :, 1:] = y9.sum()
    y10 = x.clone()
    y10[-2:-5:3, None, :] = 7.0
    y11 = x.clone()
    y11[None, 1, idx] = 2
    return [y0, y1, y2, y3, y4, y5, y6, y7, y8, y9, y10, y11]
