import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b):
    return (torch.linalg.solve(a + 3 * torch.eye(4), b), torch.linalg.solve(a + 3 * torch.eye(4), b[..., 0]))
