import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a):
    return torch.linalg.pinv(torch.matmul(a, a.t()))
