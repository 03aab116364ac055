import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.full([3], 2.5) * x
