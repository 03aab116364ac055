import torch
import torch.nn.functional as F
from typing import Tuple


def f(x: torch.Tensor, t: torch.Tensor):
    return F.cross_entropy(x, t), F.nll_loss(x, t, reduction='none')
