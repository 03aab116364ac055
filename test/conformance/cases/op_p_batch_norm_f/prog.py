import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.batch_norm(x, torch.zeros(4), torch.ones(4))
