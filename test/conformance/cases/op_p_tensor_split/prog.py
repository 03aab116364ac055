import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.tensor_split(x, 3, dim=1)
