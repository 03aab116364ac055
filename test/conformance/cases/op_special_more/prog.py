import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.special.ndtr(x), torch.special.log_ndtr(x), torch.special.ndtri(torch.sigmoid(x)), torch.special.entr(x.abs()), torch.special.erfcx(x), torch.special.xlog1py(x, x.abs()), torch.special.i0e(x * 5), torch.mvlgamma(x.abs() + 2, 3), torch.special.multigammaln(x.abs() + 1, 1))
