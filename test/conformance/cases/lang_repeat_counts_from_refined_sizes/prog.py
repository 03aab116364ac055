import torch
from typing import List, Tuple, Optional

def f(h: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    outputs = torch.cat([y, y * 2.0], 1)
    src_len = outputs.shape[1]
    tiled = h.unsqueeze(1).repeat(1, src_len, 1)
    return [tiled, torch.cat((tiled, outputs), 2), h.repeat(outputs.size(0), 1)]
