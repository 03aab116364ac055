import torch
import torch.nn.functional as F
from typing import Tuple

import math

def f(x: torch.Tensor, t: torch.Tensor):
    v, i = torch.cummax(x, 1)
    m = x.cummin(dim=0)
    t = torch.where(t == 4.0, torch.full_like(t, math.nan), t)
    r = torch.cummax(t, -1)
    rv = torch.where(r.values != r.values, torch.full_like(r.values, -100.0), r.values)
    return v, i, m[0], m[1], rv, r.indices, x.int().cummin(1)[0], torch.cummax(x[0], 0)[1]
