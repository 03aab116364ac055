import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, i):
    return (a // b, a // 0.3, a // -0.7, b // a, a.double() // b.double(), torch.floor_divide(a, b), a // 2, i // 0.3)
