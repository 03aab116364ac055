import torch
from typing import List, Tuple, Optional

from typing import Dict
class C:
    def __init__(self):
        self.v = 1

def f(n: int) -> Tuple[List[int], Dict[str, int], int]:
    l = [1, 2, 3]
    l[1] += n
    l[-1] *= 2
    d = {"a": 1}
    d["a"] += 10
    c = C()
    c.v += n
    return l, d, c.v
