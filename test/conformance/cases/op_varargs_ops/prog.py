import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, z):
    return (torch.block_diag(x, y, z), torch.block_diag(x), torch.block_diag(z, x), torch.cartesian_prod(z, z), torch.cartesian_prod(z), torch.cartesian_prod(z, z[:2], z[1:]))
