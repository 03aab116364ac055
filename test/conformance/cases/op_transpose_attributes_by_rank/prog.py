import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (x.T, x[0].T, x[0, 0].T, x.sum().T, x[0].H, x.sum().H, x[0].t(), x[0, 0].t(), x.mT)
