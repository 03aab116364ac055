import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, z):
    return (x.clone().fill_diagonal_(5), y.clone().fill_diagonal_(-1.5), y.clone().fill_diagonal_(2, wrap=True), z.clone().fill_diagonal_(9), y.t().clone().fill_diagonal_(3))
