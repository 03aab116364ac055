import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F

def f(x: torch.Tensor, w: torch.Tensor, keep: torch.Tensor) -> List[torch.Tensor]:
    y = x[keep]
    return [F.conv1d(y, w, padding=1), F.max_pool1d(y, 2), F.avg_pool1d(y, 2), F.adaptive_avg_pool1d(y, 2), torch.einsum("ncl,ndl->ncd", y, y), F.batch_norm(y, torch.zeros(4), torch.ones(4))]
