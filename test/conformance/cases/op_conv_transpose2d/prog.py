import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, w, b):
    return (F.conv_transpose2d(x, w), F.conv_transpose2d(x, w, b, stride=2), F.conv_transpose2d(x, w, stride=2, padding=1, output_padding=1), F.conv_transpose2d(x, w, b, (2, 1), (1, 0)))
