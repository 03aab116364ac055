import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.heaviside(x, torch.tensor(0.5))
