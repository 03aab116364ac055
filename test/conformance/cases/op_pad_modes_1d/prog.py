import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.pad(x, (2, 1), mode='reflect'), F.pad(x, (1, 3), mode='replicate'), F.pad(x, (2, 2), mode='circular'), F.pad(x, [1, 0], 'reflect'))
