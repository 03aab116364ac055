import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F

def f(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y.fill_(float(x.sum()))
    z = x.clone()
    z.zero_()
    w = x - 1.0
    F.relu(w, inplace=True)
    u = x - 2.0
    torch.relu_(u)
    v = x.long()
    v.fill_(7)
    return [y, z, w, u, v]
