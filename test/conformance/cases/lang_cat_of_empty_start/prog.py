import torch
from typing import List, Tuple, Optional

from typing import List
def f(x: torch.Tensor) -> List[torch.Tensor]:
    out = torch.empty(0)
    for i in range(x.size(0)):
        out = torch.cat([out, x[i].unsqueeze(0) * i])
    both = torch.cat([torch.zeros(0), torch.zeros(0)])
    wide = torch.cat([torch.zeros(0), x, torch.zeros(0)], 1)
    ints = torch.cat([torch.zeros(0, dtype=torch.int64), x.long()])
    return [out, both, wide, ints]
