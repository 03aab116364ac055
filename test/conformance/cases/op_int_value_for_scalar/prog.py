import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, k: int):
    return (x.index_fill(0, torch.tensor([0]), k), x.clone().fill_diagonal_(k), x.masked_fill(x > 4, k))
