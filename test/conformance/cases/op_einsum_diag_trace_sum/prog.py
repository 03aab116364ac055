import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.einsum('ii->i', x), torch.einsum('ii', x), torch.einsum('ij->', x), torch.einsum('ij->ji', x)
