import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> List[torch.Tensor]:
    s = x.sum()
    z = torch.zeros(3)
    return [z + s.sum(), z + s.prod(), z + s.amax(), z + s.logsumexp(0), z + s.argmax(), (z > 0) | s.any(),
            z + s.mean(), z + s.max(), z + s.norm(), z + torch.softmax(s, 0), z + s.sum(0), z + s.amin(0)]
