import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return (torch.sign(x), torch.sgn(x), torch.signbit(x), torch.copysign(x, -1.0))
