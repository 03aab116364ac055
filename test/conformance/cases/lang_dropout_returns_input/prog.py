import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F


def f(a: torch.Tensor):
    w = a * 1
    z = F.dropout(w, 0.0)
    z.add_(1)
    g = F.dropout(w, p=0.7, training=False)
    g.mul_(2)
    e = F.dropout(w, 1.0)
    e.add_(3)
    h = torch.dropout(w, 0.0, True)
    h[0] = -1.0
    return w, z, g, e, h
