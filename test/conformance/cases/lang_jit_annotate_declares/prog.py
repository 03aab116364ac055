import torch
from typing import List, Tuple, Optional

def f(xs: torch.Tensor) -> Tuple[torch.Tensor, List[int]]:
    s = torch.jit.annotate(Optional[torch.Tensor], None)
    for i in range(xs.size(0)):
        if s is None:
            s = xs[i]
        else:
            s = s * 0.5 + xs[i]
    assert s is not None
    ks = torch.jit.annotate(List[int], [])
    ks.append(xs.size(0))
    return s, ks
