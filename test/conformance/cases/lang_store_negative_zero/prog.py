import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    y0 = x.clone()
    y0[idx, 1:] = -0.0
    y1 = x.clone()
    y1[:, x[0, :, 0] > 0] = -0.0
    y2 = x.clone()
    y2[...] = -0.0
    y3 = x.clone()
    y3[None, 1, idx] = -0.0
    y4 = x.clone()
    y4[1:, 2] = -0.0
    y5 = x.clone()
    y5[:, idx] = -0.0
    return [torch.signbit(y0), torch.signbit(y1), torch.signbit(y2), torch.signbit(y3), torch.signbit(y4), torch.signbit(y5)]
