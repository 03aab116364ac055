import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(xs: List[torch.Tensor], t: Tuple[torch.Tensor, float, Optional[torch.Tensor]],
      d: Dict[str, torch.Tensor], n: int) -> Tuple[torch.Tensor, List[torch.Tensor], int]:
    s = torch.cat(xs, 0) * t[1] + t[0]
    b = t[2]
    if b is not None:
        s = s - b
    total = s + d["w"]
    for k in d.keys():
        total = total + d[k].sum()
    return total * float(n), [d["b"], xs[0]], len(xs) + len(d)
