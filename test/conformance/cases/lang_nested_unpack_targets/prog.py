import torch
from typing import List, Tuple, Optional

from typing import Dict
def f(n: int) -> Tuple[int, List[str], int]:
    a = [1, 2, 3]
    b = [10, 20, 30]
    total = 0
    for i, (p, q) in enumerate(zip(a, b)):
        total += i * p + q
    d = {'x': (1, 2), 'y': (3, n)}
    keys: List[str] = []
    acc = 0
    for k, (u, v) in d.items():
        keys.append(k)
        acc += u * v
    (c, e), g = (1, 2), 3
    return total, keys, acc + c + e + g
