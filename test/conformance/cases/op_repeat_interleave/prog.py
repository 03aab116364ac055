import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return [x.repeat_interleave(2, dim=0), torch.repeat_interleave(x, 3, 1), x.repeat_interleave(2), torch.repeat_interleave(x, 1, -1), x.int().repeat_interleave(2, 1)]
