import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, c, d):
    return (torch.linalg.lstsq(a, b).solution, torch.linalg.lstsq(a, b)[2], torch.linalg.lstsq(a, b[:, 0]).solution, torch.linalg.lstsq(c, d).solution)
