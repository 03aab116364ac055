import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i):
    return (torch.argmax(x, 0, True), torch.argmin(x, -1), torch.max(x, 0), torch.min(x, 0, True), torch.cumsum(x, 0), torch.cumprod(i, -1), torch.cummax(x, 0), torch.cummin(i, 0), torch.kthvalue(x, 1, 0), torch.sort(x, 0), torch.cumsum(i.to(torch.bool), 0), torch.median(x, 0), torch.median(i, -1, True))
