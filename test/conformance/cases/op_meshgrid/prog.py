import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def f(x: torch.Tensor) -> List[torch.Tensor]:
    a, b = torch.meshgrid([torch.arange(3).float(), x])
    gx, gy = torch.meshgrid([x, torch.arange(3.0)], indexing="xy")
    out = torch.meshgrid([x.long(), x[:2].long(), torch.tensor([7, 8])], indexing="ij")
    return [a, b, gx, gy, out[0], out[1], out[2]]
