import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.linalg.inv(x + 2 * torch.eye(3)), (x + 2 * torch.eye(3)).inverse() @ x, torch.inverse(x[0].double() + 2 * torch.eye(3)))
