import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, w):
    return (F.conv_transpose1d(x, w), F.conv_transpose1d(x, w, None, 2, 1), F.lp_pool2d(x.unsqueeze(0), 2.0, 2), F.lp_pool1d(x.abs(), 3.0, 2, 1), F.adaptive_max_pool1d(x, 3), F.adaptive_max_pool1d(x, 2, True), F.upsample_nearest(x.unsqueeze(0), scale_factor=2.0), F.upsample_bilinear(x.unsqueeze(0), [4, 8]), F.pdist(x[0]), F.channel_shuffle(x.unsqueeze(0), 2))
