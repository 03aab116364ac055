import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, m, n, p):
    return (torch.dot(a, b), a.vdot(b), torch.inner(m, n), torch.inner(a, b), torch.mv(m, a), torch.linalg.vecdot(m, m * 2), torch.addr(p, a, b, beta=0.5, alpha=2.0), torch.kron(a, b), torch.kron(m, p))
