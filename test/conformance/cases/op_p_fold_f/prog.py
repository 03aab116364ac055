import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.fold(x, (3, 3), 2)
