import torch
from typing import List, Tuple, Optional

def f(xs: List[Optional[List[int]]], a: Optional[int], b: Optional[int]) -> Tuple[int, List[Optional[int]]]:
    t = 0
    for x in xs:
        if x is not None:
            t += sum(x)
    out: List[Optional[int]] = [a, None]
    out.append(b)
    out.append(a if b is None else b)
    return t + len(xs), out
