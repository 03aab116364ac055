import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return (x.swapaxes(0, 1), x.movedim(0, -1), x.moveaxis(1, 0))
