import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, w, n: int):
    return (torch.bincount(x, minlength=n), x.bincount(w, n), torch.bincount(x[:0], None, n), torch.bincount(x, minlength=w.size(0) * 2))
