import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.mish(x), F.selu(x), F.celu(x, 0.5), F.softsign(x), F.tanhshrink(x), F.logsigmoid(x), F.softmin(x, 1), F.glu(x, -1), F.hardshrink(x), F.softshrink(x, 0.3), F.threshold(x, 0.1, -1.0))
