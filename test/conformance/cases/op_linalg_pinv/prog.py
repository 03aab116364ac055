import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, s):
    return (torch.linalg.pinv(a), torch.linalg.pinv(a.t()), torch.pinverse(b), torch.linalg.pinv(s, rtol=0.3), torch.linalg.pinv(s, atol=1.0), a.pinverse())
