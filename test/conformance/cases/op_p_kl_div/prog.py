import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, y):
    return F.kl_div(F.log_softmax(x, 1), F.softmax(y, 1), reduction='batchmean')
