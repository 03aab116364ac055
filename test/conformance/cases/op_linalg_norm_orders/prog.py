import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, v, b):
    return (torch.linalg.norm(a, 1.0), torch.linalg.norm(a, float('inf')), torch.linalg.norm(a, -1.0), torch.linalg.norm(a, 2.0), torch.linalg.norm(a, -2.0), torch.linalg.norm(v, 3.0), torch.linalg.norm(b, 1.0, [1, 2]), torch.linalg.norm(b, float('-inf'), [2, 1], True), torch.linalg.norm(a, 2.0, None, True))
