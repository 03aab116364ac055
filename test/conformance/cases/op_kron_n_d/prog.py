import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, c, d):
    return (torch.kron(a, b), torch.kron(c, a), torch.kron(d, c), torch.kron(torch.tensor(3), c), c.kron(c > 0), torch.kron(d.long(), torch.tensor([1, 2])), torch.kron(a[:0], b))
