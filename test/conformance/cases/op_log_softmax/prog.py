import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.log_softmax(x, dim=1)
