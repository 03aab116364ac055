import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, y):
    return x.masked_scatter(x > 0, y)
