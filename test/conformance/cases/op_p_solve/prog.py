import torch
import torch.nn.functional as F
from typing import Tuple

def f(a, b):
    return torch.linalg.solve(a + 3 * torch.eye(3), b)
