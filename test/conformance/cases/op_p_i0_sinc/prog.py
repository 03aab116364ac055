import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return (torch.i0(x), torch.sinc(x))
