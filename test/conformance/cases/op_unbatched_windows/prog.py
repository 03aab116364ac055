import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, w):
    return (F.max_pool2d(x, 2), F.avg_pool2d(x, 2), F.conv2d(x, w), F.adaptive_avg_pool2d(x, 1), F.max_pool1d(x[0], 2), F.conv1d(x[0], w[:, :, 0]), F.conv_transpose2d(x, w.transpose(0, 1)), F.lp_pool2d(x, 2.0, 2), F.adaptive_max_pool2d(x, 2), F.conv3d(x.unsqueeze(1), w.unsqueeze(2)), F.avg_pool3d(x.unsqueeze(0), 2))
