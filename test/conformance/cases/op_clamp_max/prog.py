import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return x.clamp_max(0.25)
