import torch
import torch.nn.functional as F
from typing import Tuple


def f(x: torch.Tensor, t: torch.Tensor, w: torch.Tensor, y: torch.Tensor):
    return (F.cross_entropy(x, t), F.cross_entropy(x, t, reduction='sum'),
            F.cross_entropy(x, t, weight=w), F.cross_entropy(x, t, ignore_index=2, reduction='none'),
            F.cross_entropy(x, t, ignore_index=1, label_smoothing=0.1),
            F.nll_loss(F.log_softmax(x, 1), t, w, reduction='mean'),
            F.mse_loss(x, y), F.l1_loss(x, y, reduction='sum'), F.smooth_l1_loss(x, y, beta=0.5, reduction='none'),
            F.huber_loss(x, y, delta=0.5), F.smooth_l1_loss(x, y, beta=0.0))
