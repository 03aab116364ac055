import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(x: torch.Tensor, n: int) -> Tuple[Dict[str, int], Dict[str, int], Dict[str, torch.Tensor]]:
    d = {"a": n}
    e = dict(d, b=2, a=n + 1)
    t = {"w": x}
    u = dict(t, b=x * 2.0)
    u["w"] = x * 0.0
    return d, e, dict(t, extra=u["b"])
