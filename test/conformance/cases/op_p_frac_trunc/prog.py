import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return (torch.frac(x), torch.trunc(x), torch.fix(x))
