import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.leaky_relu(x, 0.2)
