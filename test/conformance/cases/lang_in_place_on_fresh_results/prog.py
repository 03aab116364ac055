import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F
from typing import List
def f(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    a = y[0].copy_(x[1])
    b = y.clone().zero_()
    c = y.clone().fill_(2)
    d = x.clone().copy_(x[1])
    e = (x * 2).add_(1).mul_(3)
    h = torch.relu(x - 5).mul_(2)
    i = x.sum(0).clamp_(0, 10)
    j = (-x).abs_()
    k = torch.zeros(2, 4).copy_(torch.tensor([1, 2, 3, 4]))
    l = F.softmax(x, 1).fill_(0.5)
    m = x.new_zeros(3).fill_(7)
    z = x.clone()
    z[:, 1].copy_(torch.tensor([True, False, True]))
    return [x, y, a, b, c, d, e, h, i, j, k, l, m, z]
