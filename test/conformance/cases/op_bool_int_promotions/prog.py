import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(b, i):
    return (torch.clamp(b, -0.5, 1.4), torch.clamp(b, 0, 1), torch.clamp(b, None, 0), torch.clamp(i, 0.5, 2.5), b.clamp(min=1), torch.logsumexp(i, 0), torch.logsumexp(b, [0, 1], True), i.logsumexp(-1), torch.sign(b), torch.sgn(b), torch.square(b), b.square())
