import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.tril_indices(3, 3), torch.triu_indices(3, 4, 1), torch.vander(x), torch.vander(x, 2, increasing=True))
