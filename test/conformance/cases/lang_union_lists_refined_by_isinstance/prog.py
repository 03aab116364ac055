import torch
from typing import List, Tuple, Optional

from typing import Union


def f(n: int) -> Tuple[List[str], List[Union[int, str]], float]:
    xs: List[Union[int, str]] = [1, "a", n]
    xs.append("tail")
    xs.insert(0, n * 10)
    out: List[str] = []
    total = 0.0
    for x in xs:
        if isinstance(x, int):
            out.append(str(x + 1))
            total += float(x)
        else:
            out.append(x + "!")
    last = xs.pop()
    if isinstance(last, str):
        out.append(last.upper())
    return out, xs, total
