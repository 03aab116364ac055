import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, y, t, c):
    return (F.cosine_embedding_loss(a, b, y), F.margin_ranking_loss(a[:, 0], b[:, 0], y, 0.1), F.hinge_embedding_loss(a, t), F.soft_margin_loss(a, t, reduction='sum'), F.multilabel_soft_margin_loss(a, t.abs()), F.poisson_nll_loss(a, b.abs()), F.poisson_nll_loss(a.abs(), b.abs() * 3, False, True, reduction='none'))
