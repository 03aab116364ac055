import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.nan_to_num(x / 0.0, posinf=9.0, neginf=-9.0)
