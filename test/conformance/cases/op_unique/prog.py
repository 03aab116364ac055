import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def f(x: torch.Tensor, w: torch.Tensor) -> List[torch.Tensor]:
    u2, inv = torch.unique(x, return_inverse=True)
    u3, inv3, c3 = torch.unique(x, sorted=True, return_inverse=True, return_counts=True)
    uc, cc = torch.unique(w.round(), return_counts=True)
    return [torch.unique(x), u2, inv, u3, inv3, c3, uc, cc, torch.unique(x[x > 100]), torch.unique(x > 1)]
