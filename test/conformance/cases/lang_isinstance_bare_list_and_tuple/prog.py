import torch
from typing import List, Tuple, Optional

from typing import NamedTuple, Union


class P(NamedTuple):
    a: int
    b: float


def f(xs: List[int], t: Tuple[int, str], p: P, o: Optional[List[int]], u: Union[List[int], int], x: torch.Tensor) -> List[bool]:
    r = [isinstance(xs, list), isinstance(xs, tuple), isinstance(t, tuple), isinstance(t, list), isinstance(p, tuple),
         isinstance(o, list), isinstance(x, (int, list)), isinstance(x, (torch.Tensor, list)), isinstance(u, list), isinstance(u, (tuple, int))]
    if isinstance(u, list):
        r.append(len(u) == 2)
    else:
        r.append(u > 3)
    return r
