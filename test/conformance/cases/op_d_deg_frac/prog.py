import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.deg2rad(x), torch.rad2deg(x), torch.frac(x), torch.sgn(x))
