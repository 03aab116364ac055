import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b):
    return (F.leaky_relu(a, 2 ** 2), F.smooth_l1_loss(a, b, beta=2 ** 1), F.leaky_relu(a, -2 ** 2), F.elu(a, 2 ** -1))
