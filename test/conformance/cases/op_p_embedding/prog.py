import torch
import torch.nn.functional as F
from typing import Tuple

def f(i, w):
    return F.embedding(i, w)
