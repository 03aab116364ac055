import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, w):
    return (F.prelu(x, w), F.prelu(x, torch.tensor([0.25])))
