import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i):
    return (torch.square(x), x.square(), torch.square(i))
