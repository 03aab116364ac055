import torch
from typing import List, Tuple, Optional

from typing import Dict, NamedTuple

class Hyp(NamedTuple):
    state: torch.Tensor
    score: float

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, List[Tuple[torch.Tensor, float]], float]:
    ps: List[Tuple[torch.Tensor, float]] = [(x, 1.0), (y, 2.0)]
    acc = torch.zeros_like(x)
    for t, w in ps:
        acc = acc + t * w
    d: Dict[str, Tuple[torch.Tensor, float]] = {"a": (x, 2.0)}
    d["b"] = (x + 1.0, 3.0)
    acc2 = torch.zeros_like(x)
    for k, v in d.items():
        t, w = v
        acc2 = acc2 + t * w
    hyps: List[Hyp] = []
    for i in range(3):
        hyps.append(Hyp(x * float(i), float(i) * 0.5))
    best = hyps[0]
    for h in hyps:
        if h.score > best.score:
            best = h
    return acc, acc2, ps, best.score + float(best.state.sum())
