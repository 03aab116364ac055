import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i):
    return (torch.mode(x), torch.mode(x, 0), x.mode(1, True), torch.mode(i, 1), torch.mode(i[0]))
