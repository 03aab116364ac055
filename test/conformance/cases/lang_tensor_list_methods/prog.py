import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> List[torch.Tensor]:
    out = [x]
    for k, t in enumerate([x, x * 2.0]):
        out.append(t + float(k))
    out[0] = out[0] * 10.0
    out.insert(0, x.sum(0))
    p = out.pop()
    out.append(p * -1.0)
    out.extend([x[0]])
    return out
