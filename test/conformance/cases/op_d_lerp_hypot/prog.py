import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y):
    return (torch.lerp(x, y, 0.3), torch.hypot(x, y), torch.logaddexp(x, y), torch.xlogy(x, y.abs()))
