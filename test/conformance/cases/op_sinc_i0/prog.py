import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.special.sinc(x * 4), torch.special.i0(x * 6), torch.i0(x.double() * 10), torch.sinc(torch.tensor([0.0, 1.0])))
