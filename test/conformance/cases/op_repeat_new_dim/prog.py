import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return x.repeat(2, 1, 2)
