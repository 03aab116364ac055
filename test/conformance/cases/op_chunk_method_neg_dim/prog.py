import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return x.chunk(2, -1)[1] * 2.0
