import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.det(x), torch.linalg.det(x[0]), torch.det(torch.tensor([[1.0, 2.0], [2.0, 4.0]])), torch.det(torch.eye(3).flip([0])), x.det())
