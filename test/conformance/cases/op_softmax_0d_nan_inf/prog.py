import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.softmax(x.sum(), 0), F.softmin(x.sum() * float('nan'), 0), F.log_softmax(x.sum() * float('inf'), 0), torch.softmax(x.sum(), -1, torch.float64), F.softmax(x[:1] * float('nan'), 0))
