import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.rot90(x), torch.rot90(x, 2, [1, 2]), x.rot90(-1, [0, 2]), torch.rot90(x, 4), torch.rot90(x, 3))
