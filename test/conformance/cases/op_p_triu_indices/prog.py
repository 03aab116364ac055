import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.triu_indices(3, 4, 1)
