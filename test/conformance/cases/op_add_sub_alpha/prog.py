import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, i, k: int):
    return (x.add(y, alpha=2), torch.sub(x, y, alpha=k), x.add(3, alpha=2), torch.add(x, 1.5, alpha=k), x.clone().add_(y, alpha=-1.5).sub_(2, alpha=k), i.add(i, alpha=3), torch.sub(i, 1, alpha=2), torch.subtract(x, i, alpha=2))
