import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def f(y: torch.Tensor, w: torch.Tensor) -> List[torch.Tensor]:
    return [torch.bincount(y), y.bincount(weights=w, minlength=8), torch.bincount(y[y > 100], minlength=3),
            torch.bincount(y, w.double()), torch.bincount(y.int())]
