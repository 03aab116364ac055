import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, y: torch.Tensor, a: List[int]) -> List[float]:
    out: List[float] = []
    for row in x:
        out.append(float(row.sum()))
    for i, v in enumerate(y):
        out.append(float(v) * i)
    for p, q in zip(x, y):
        out.append(float(p.max() + q))
    for i, (r, s) in enumerate(zip(x, a)):
        out.append(float(r.min()) * i + s)
    return out
