import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.linalg.matrix_power(x, 0), x.matrix_power(1), torch.matrix_power(x, 4), torch.matrix_power(x + 3 * torch.eye(3), -2))
