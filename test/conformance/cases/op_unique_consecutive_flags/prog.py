import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y):
    return (torch.unique_consecutive(x), torch.unique_consecutive(x, return_counts=True), torch.unique_consecutive(x, return_inverse=True), torch.unique_consecutive(x, True, True), torch.unique_consecutive(y))
