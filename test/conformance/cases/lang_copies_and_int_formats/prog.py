import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(xs: List[int], d: Dict[str, int], n: int) -> Tuple[List[int], List[int], Dict[str, int], List[str], str, str, str]:
    ys = list(xs)
    ys.append(n)
    e = dict(d)
    e["new"] = n
    return xs, ys, d, list(e), hex(n), oct(-n), bin(n)
