import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.bucketize(x, torch.tensor([-1.0, 0.0, 1.0]))
