import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, t, i):
    return (F.mse_loss(a, b, size_average=False), F.l1_loss(a, b, reduce=False), F.smooth_l1_loss(a, b, size_average=True, reduce=True), F.mse_loss(a, b, False, False, 'mean'), F.kl_div(a, b.abs(), reduce=False), F.soft_margin_loss(a, t, size_average=False), F.triplet_margin_loss(a, b, a + 1, reduce=False), F.nll_loss(F.log_softmax(a, 1), i, size_average=False), F.cross_entropy(a, i, reduce=False), F.hinge_embedding_loss(a, t, size_average=False, reduce=True))
