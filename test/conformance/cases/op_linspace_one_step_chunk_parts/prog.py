import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, n: int):
    return (torch.linspace(2, 5, 1), torch.linspace(-1, 1, n), x.chunk(3)[0], x.chunk(3)[-1], len(x.chunk(3)), x[x > 0].chunk(2)[1], x[x > 0].chunk(3)[0])
