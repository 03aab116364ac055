import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.inverse(x + 3 * torch.eye(3))
