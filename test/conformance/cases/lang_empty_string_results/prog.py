import torch
from typing import List, Tuple, Optional

def f(s: str, t: str, xs: List[int], x: float) -> Tuple[str, str, int, List[int], List[str]]:
    i2 = ord(t.rpartition(",")[0][0]) if len(t.rpartition(",")[0]) > 0 else 0
    s = t.partition("b")[1].split(",", -1)[0]
    n = 0
    if "" == str(x * 1e-7):
        xs.append(len(xs))
    if s.capitalize() in " x ".title()[::3]:
        n += 1
    out: List[str] = []
    for c in str(s.swapcase().isalpha()):
        out.append(t.title()[-2:3] + c)
    return s, "".join(["", s, ""]), i2 + n, xs, out
