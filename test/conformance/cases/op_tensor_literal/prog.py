import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.tensor([[1.0, 2.0], [3.0, 4.0]]) @ x
