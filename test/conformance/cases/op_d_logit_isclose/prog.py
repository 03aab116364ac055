import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y):
    return (torch.logit(torch.sigmoid(x)), torch.logit(x.abs(), eps=0.1), torch.isclose(x, y, atol=0.5))
