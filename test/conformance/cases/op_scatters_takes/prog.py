import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, i):
    return (torch.narrow_copy(x, 1, 1, 2), torch.select_scatter(x, y[0], 0, 1), torch.select_scatter(x, y[:, 0], 1, -1), torch.slice_scatter(x, y[:, :3], 1, 1, 4), torch.slice_scatter(x, y[:2], 0, 0, 4, 2), torch.take(x, i), x.put(i, torch.tensor([9.0, 8.0, 7.0, 6.0])), x.put(i, torch.ones(4), True))
