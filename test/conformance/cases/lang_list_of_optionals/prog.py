import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(xs: List[Optional[int]], names: List[Optional[str]]) -> Tuple[int, List[Optional[int]], List[int], Dict[str, Optional[float]], Optional[int]]:
    s = 0
    for i, x in enumerate(xs):
        if x is None:
            xs[i] = -1
        else:
            s += x
    kept: List[int] = []
    for x in xs:
        if x is not None and x > 0:
            kept.append(x)
    d: Dict[str, Optional[float]] = {}
    for n in names:
        if n is not None:
            d[n] = float(len(n))
        else:
            d["none"] = None
    last = xs.pop()
    xs.append(None)
    xs.insert(0, 7)
    print(xs, names, d)
    return s, xs, kept, d, last
