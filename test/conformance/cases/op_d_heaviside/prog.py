import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return torch.heaviside(torch.tensor([-1.0, 0.0, 2.0]), torch.tensor(0.5))
