import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return [torch.nan_to_num(g, nan=7.0, posinf=8.0, neginf=-8.0) for g in [torch.exp(torch.cat([x / 0.0, -x / 0.0, x / 0.0 - x / 0.0, x * 100.0, x * -100.0])), torch.tanh(torch.cat([x / 0.0, -x / 0.0, x / 0.0 - x / 0.0, x * 100.0, x * -100.0])), torch.erf(torch.cat([x / 0.0, -x / 0.0, x / 0.0 - x / 0.0, x * 100.0, x * -100.0])), torch.sigmoid(torch.cat([x / 0.0, -x / 0.0, x / 0.0 - x / 0.0, x * 100.0, x * -100.0])), torch.softmax(torch.full([2, 3], float('-inf')), 1).flatten(), F.gelu(torch.cat([x / 0.0, -x / 0.0, x / 0.0 - x / 0.0, x * 100.0, x * -100.0]))]]
