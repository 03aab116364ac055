import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return x.tile((2, 1))
