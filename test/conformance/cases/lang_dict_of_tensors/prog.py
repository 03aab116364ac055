import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(x: torch.Tensor) -> Tuple[Dict[str, torch.Tensor], torch.Tensor]:
    d: Dict[str, torch.Tensor] = {}
    d["a"] = x
    d["b"] = x * 2
    s = torch.zeros_like(x)
    for k in d.keys():
        s = s + d[k]
    return d, s
