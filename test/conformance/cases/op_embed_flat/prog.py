import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, z):
    return (torch.diag_embed(x), torch.diag_embed(x, 1), torch.diag_embed(x[0], -1), torch.diagflat(x), torch.diagflat(x[0], 1), x.ravel(), torch.positive(x), torch.broadcast_to(x[0], [3, 3]), torch.broadcast_tensors(x, y, z))
