import torch
import torch.nn.functional as F
from typing import Tuple


def f(p: torch.Tensor, t: torch.Tensor, w: torch.Tensor, z: torch.Tensor):
    return (F.binary_cross_entropy(p, t), F.binary_cross_entropy(p, t, weight=w, reduction='none'),
            F.binary_cross_entropy_with_logits(z, t), F.binary_cross_entropy_with_logits(z, t, pos_weight=w, reduction='sum'))
