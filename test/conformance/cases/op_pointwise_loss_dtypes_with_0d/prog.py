import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, c):
    return (F.mse_loss(a, b), F.l1_loss(a, b), F.mse_loss(b, a), F.smooth_l1_loss(a, b), F.huber_loss(a, b), F.huber_loss(b, a), F.l1_loss(b, c, reduction='none'), F.huber_loss(c, b, reduction='sum'))
