import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return [torch.roll(x, shifts=2, dims=1), x.roll(-1, 0), torch.roll(x, (7, 1), (1, 0)), x.roll(0, 1)]
