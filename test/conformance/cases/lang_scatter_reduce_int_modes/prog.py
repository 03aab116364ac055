import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, src: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for include_self in [True, False]:
        out.append(x.scatter_reduce(1, idx, src, "amax", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "amin", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "prod", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "mean", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "sum", include_self=include_self))
    return out
