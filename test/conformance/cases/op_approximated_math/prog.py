import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.tanh(x), torch.exp(x.clamp(-21.0, 22.0) * 4.0), torch.sigmoid(x * 4.0), torch.erf(x * 0.3), F.gelu(x), F.gelu(x, approximate='tanh'), torch.softmax(x, 0), torch.tanh(x * 1e-3))
