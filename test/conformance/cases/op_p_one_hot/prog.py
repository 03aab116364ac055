import torch
import torch.nn.functional as F
from typing import Tuple

def f(i):
    return F.one_hot(i, 5)
