import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    T = x.size(1)
    a = x[:, :T - 1]
    b = x[: x.size(0) - 1]
    c = x[:n]
    d = x[1:, n:]
    e = F.layer_norm(x, [x.size(-1)])
    return [a, b, c, d, e]
