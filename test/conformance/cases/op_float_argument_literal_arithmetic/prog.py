import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b):
    return (F.smooth_l1_loss(a, b, beta=1 / 9), F.leaky_relu(a, 1.0 / 8), F.elu(a, alpha=2 ** -1), F.huber_loss(a, b, delta=(1 + 2) / 4), torch.clamp(a, -1 / 3, 2 * 0.25), F.hardtanh(a, -2 ** 0.5, 7 // 2 / 2))
