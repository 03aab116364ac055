import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.relu6(x * 4)
