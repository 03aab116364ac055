import torch
import torch.nn.functional as F
from typing import Tuple

def f(q, k):
    return torch.einsum('bhid,bhjd->bhij', q, k)
