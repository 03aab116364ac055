import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, c, s, t, p, u):
    return (torch.linalg.multi_dot([a, b, c]), torch.linalg.matmul(a, b), torch.addbmm(p, s, u), torch.addbmm(p, s, u, beta=0.5, alpha=2.0), torch.tensordot(s, t, 1), torch.tensordot(a, a, 2))
