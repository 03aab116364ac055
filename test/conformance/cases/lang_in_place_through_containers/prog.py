import torch
from typing import List, Tuple, Optional

from typing import Dict, NamedTuple
class P(NamedTuple):
    a: torch.Tensor
    b: int
def f(x: torch.Tensor, c: bool) -> Tuple[List[torch.Tensor], Dict[str, torch.Tensor], P, torch.Tensor, List[torch.Tensor]]:
    xs = [x.clone(), x.clone() + 1]
    for t in xs:
        t.mul_(2)
    d = {"a": x * 1, "b": x * 2}
    d["a"].mul_(3)
    p = P(x * 2, 1)
    p.a.sub_(1)
    q = p.a
    ys = [x * 1, x * 2]
    if c:
        ys[0].add_(1)
    else:
        for t in ys:
            t.neg_()
    return xs, d, p, q, ys
