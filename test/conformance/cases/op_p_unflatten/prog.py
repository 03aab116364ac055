import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return x.unflatten(1, (2, 2))
