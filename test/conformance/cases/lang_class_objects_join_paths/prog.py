import torch
from typing import List, Tuple, Optional

class P:
    def __init__(self, s: float):
        self.s = s
        self.tags: List[str] = []

    def tag(self, t: str):
        self.tags.append(t)
        self.s *= 2.0

def f(x: torch.Tensor, c: bool) -> List[float]:
    ps: List[P] = []
    for i in range(x.size(0)):
        ps.append(P(float(x[i])))
    q = P(5.0)
    if c:
        q = ps[1]
    q.s += 1.0
    r = P(0.5)
    i = 0
    n = int(x.numel())
    while i < n:
        r.s += ps[i].s
        if i % 2 == 0:
            r = ps[i]
        ps[i].tag("x" + str(i))
        i += 1
    return [p.s for p in ps] + [q.s, r.s, float(len(ps[0].tags))]
