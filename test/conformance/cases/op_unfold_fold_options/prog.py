import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y):
    return (F.unfold(x, (2, 3), padding=1), F.unfold(x, 3, dilation=2, stride=(1, 2)), F.unfold(x[0], 2, stride=2), F.fold(F.unfold(x, 2), (5, 6), 2), F.fold(y, (4, 5), (2, 2), stride=(2, 1), padding=(1, 0)), F.fold(y[0], (4, 5), 2, 1, (1, 0), (2, 1)))
