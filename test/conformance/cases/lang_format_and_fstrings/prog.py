import torch
from typing import List, Tuple, Optional

def f(x: int, y: float, name: str, xs: List[int]) -> List[str]:
    out = ["{} + {} = {}".format(x, y, x + y), "{}-{}".format(name, x, 5)]
    out.append(f"{name}: {x * 2} items, ratio {y / 4} {{literal}} {xs} {xs[0] > 0}")
    out.append(f'{"yes" if x > 2 else "no"}' + f"{len(name)}" "!" f"{-x}")
    return out
