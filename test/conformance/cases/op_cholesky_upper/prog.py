import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a):
    return (torch.linalg.cholesky(a @ a.transpose(-1, -2) + torch.eye(4)), torch.linalg.cholesky(a[0] @ a[0].t() + torch.eye(4), upper=True))
