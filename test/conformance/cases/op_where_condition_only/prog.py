import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def f(x: torch.Tensor) -> List[torch.Tensor]:
    r, c = torch.where(x > 0)
    idx = torch.where(x[0] < 1.0)
    return [r, c, idx[0], torch.where(x > 10)[1], torch.where(x.long())[0]]
