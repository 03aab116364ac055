import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, i):
    return x.gather(0, i)
