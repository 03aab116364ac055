import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(d: Dict[str, Optional[int]], pairs: Dict[str, Tuple[int, int]]) -> Tuple[int, int, int, int]:
    v = d.get("a")
    w = d.get("zz")
    u = d.get("b", 7)
    first = (0 if v is None else v) + (5 if w is None else w)
    a, b = pairs.get("x", (0, 0))
    p = pairs.pop("y")
    return first, 0 if u is None else u, a + p[0], b + p[1]
