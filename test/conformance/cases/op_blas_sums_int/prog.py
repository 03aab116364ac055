import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(i, b, f):
    return (torch.baddbmm(b, b, b), torch.addmv(i[0], i, i[1]), torch.addbmm(i, b, b), torch.addbmm(i, b, b, beta=2, alpha=3), torch.addbmm(i, b, b, alpha=0.5), torch.addr(i, i[0], i[1], alpha=2), torch.addmv(i[0], i, i[1], beta=2.9), i.addr(i[0], f[1], alpha=0.5), torch.addr(f, i[0], i[1], alpha=0.5))
