import torch
import torch.nn.functional as F
from typing import Tuple


def f(t: torch.Tensor, x: torch.Tensor):
    return F.one_hot(t, 4), F.one_hot(t.view(2, 2), num_classes=5), torch.trace(x), x.trace()
