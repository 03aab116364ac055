import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(x: torch.Tensor, names: List[str]) -> Tuple[Dict[int, torch.Tensor], torch.Tensor]:
    by_len: Dict[int, torch.Tensor] = {}
    d: Dict[str, torch.Tensor] = {}
    for n in names:
        d[n] = x * float(len(n))
        by_len[len(n)] = x + float(len(n))
    acc = torch.zeros_like(x)
    for v in d.values():
        acc = acc + v
    if "bb" in d:
        acc = acc + d["bb"]
    return by_len, acc
