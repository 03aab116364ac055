import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (x.fix(), x.absolute(), x.trace(), x.t().trace(), x.int().trace(), torch.trace(x[:2, :2]), x.long().trace())
