import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.pixel_shuffle(x, 2), F.pixel_unshuffle(F.pixel_shuffle(x, 2), 2))
