import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(x: torch.Tensor) -> torch.Tensor:
    d = {"a": x, "b": x * 2.0}
    if bool(x.sum() > 0):
        d["c"] = x * 3.0
    acc = torch.zeros_like(x)
    for key in d:
        acc = acc + d[key]
    return acc * float(len(d)) + float("c" in d)
