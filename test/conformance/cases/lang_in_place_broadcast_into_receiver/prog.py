import torch
from typing import List, Tuple, Optional

from typing import List
def f(x: torch.Tensor, row: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y.add_(row)
    y *= row[None]
    y.clamp_(max=row)
    z = row.clone()
    z.unsqueeze_(1)
    z.transpose_(0, 1)
    w = x.clone()
    w.t_()
    w.squeeze_()
    return [y, z, w]
