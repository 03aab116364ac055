import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, k: int) -> List[torch.Tensor]:
    s = x.sum()
    for i in range(k):
        s = s + 1
    out = list(torch.where(s > 0)) + list(torch.where(x > 1)) + list(torch.where(x[0] > 0))
    out.append(torch.where(torch.tensor(True))[0])
    out.append(x[:, 2:].roll(3, -1))
    out.append(x[:0].roll(-2))
    return out
