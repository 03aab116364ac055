import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y):
    return (F.kl_div(F.log_softmax(x, 1), F.softmax(y, 1), reduction='batchmean'), F.kl_div(x, y, reduction='sum', log_target=True), F.kl_div(x, y.abs(), reduction='none'))
