import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, b, k):
    return (torch.diff(b), torch.diff(b, n=2), b.diff(n=3, dim=0), torch.diff(x, n=2, dim=1, prepend=x[:, :1], append=x[:, -2:]), torch.diff(x, n=0, prepend=x), torch.diff(k, prepend=torch.tensor([True])), torch.diff(k, append=torch.tensor([3])), torch.diff(x, n=9), torch.diff(k.view(2, 3), n=2, dim=-2), torch.diff(x, dim=-2, prepend=x[:1, :]))
