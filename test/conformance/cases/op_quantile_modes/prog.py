import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.quantile(x, 0.3), torch.quantile(x, 0.5, dim=1), x.quantile(0.25, 0, True), torch.quantile(x, 0.7, 1, interpolation='lower'), torch.quantile(x, 0.7, 1, interpolation='higher'), torch.quantile(x, 0.4, 1, interpolation='nearest'), torch.quantile(x, 0.4, 1, keepdim=True, interpolation='midpoint'), torch.quantile(x, 1.0, keepdim=True))
