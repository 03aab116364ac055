import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, w, b, x1, w1, x3, w3):
    return (F.conv_transpose2d(x, w[:, :2], b[:4], 2, 0, 1, 2), F.conv_transpose2d(x, w, b[:3], [2, 1], [0, 1], [1, 0], 1, [1, 2]), F.conv_transpose1d(x1, w1, None, 3, 1, 2), F.conv_transpose1d(x1, w1[:, :1], None, 1, 0, 0, 2), F.conv_transpose3d(x3, w3), F.conv_transpose3d(x3, w3, b[:3], [2, 1, 2], 1, [1, 0, 0], 1, 2), F.conv_transpose3d(x3, w3[:, :1], None, 1, 0, 0, 2))
