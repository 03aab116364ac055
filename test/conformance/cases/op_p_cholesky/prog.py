import torch
import torch.nn.functional as F
from typing import Tuple

def f(a):
    return torch.linalg.cholesky(a @ a.t() + torch.eye(3))
