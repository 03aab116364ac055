import torch
from typing import List, Tuple, Optional

def positives(xs: List[int]) -> Optional[List[int]]:
    out: Optional[List[int]] = None
    for x in xs:
        if x > 0:
            if out is None:
                out = [x]
            else:
                out.append(x)
    return out

def label(s: Optional[str], short: bool) -> str:
    name: Optional[str] = s
    if short:
        name = None
    if name is not None and len(name) > 2:
        return name.upper()
    return "short"

def f(xs: List[int]) -> Tuple[Optional[List[int]], Optional[List[int]], str, str, str]:
    p = positives(xs)
    print(p)
    return p, positives([-1]), label("abc", False), label("abc", True), label(None, False)
