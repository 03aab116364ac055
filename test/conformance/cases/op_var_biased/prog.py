import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return x.var(dim=0, unbiased=False, keepdim=True)
