import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b):
    return (torch.linalg.matrix_norm(a), torch.linalg.matrix_norm(a, 'nuc'), torch.linalg.matrix_norm(b, 'fro', [0, 2], True), torch.linalg.svdvals(a), torch.linalg.svdvals(b))
