import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return [x.movedim(0, 2), torch.movedim(x, -1, 0), x.movedim([0, 1], [2, 0]), torch.moveaxis(x, 1, -1), x.int().movedim(2, 1)]
