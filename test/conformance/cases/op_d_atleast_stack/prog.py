import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(s, x, y):
    return (torch.atleast_1d(s), torch.atleast_2d(x), torch.atleast_3d(y), torch.vstack([x, y]), torch.hstack([x, x]), torch.dstack([y, y]), torch.column_stack([x, x]), torch.hstack([y, y]))
