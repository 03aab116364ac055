import torch
from typing import List, Tuple, Optional

def f(logits: torch.Tensor, k: int, steps: int) -> Tuple[List[int], torch.Tensor, torch.Tensor]:
    out: List[int] = []
    x = logits
    for s in range(steps):
        v, i = torch.topk(x, k)
        j = int(i[s % k])
        out.append(j)
        x[j] = -1000.0
    logits[logits < -100.0] = 0.0
    return out, x, logits
