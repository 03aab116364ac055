import torch
import torch.nn.functional as F
from typing import Tuple

import math

def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor):
    return (torch.cdist(a, b), torch.cdist(a, b, p=1.0), torch.cdist(a, b, 3.0), torch.cdist(a, b, p=0.0),
            torch.cdist(a, b, p=math.inf), torch.cdist(c, c), a.norm(p=math.inf), c.norm(p=0.0, dim=-1))
