import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F

def act(x: torch.Tensor, kind: str) -> torch.Tensor:
    if kind == "gelu":
        return F.gelu(x)
    elif kind == "silu":
        return F.silu(x)
    return F.relu(x)

def f(x: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor) -> Tuple[List[torch.Tensor], torch.Tensor]:
    ws = [w1, w2]
    kinds = ["gelu", "silu", "unused"]
    outs: List[torch.Tensor] = []
    for w, k in zip(ws, kinds):
        x = act(x @ w, k)
        outs.append(x)
    acc = torch.zeros(x.size(1))
    for i, (r, s) in enumerate(zip(x.unbind(0), [1.0, -1.0])):
        acc = acc + r * s * float(i + 1)
    return outs, acc
