import torch
from typing import List, Tuple, Optional

from typing import Dict


class Box:
    def __init__(self):
        self.v = 1


def g(log: List[int], v: int) -> int:
    log.append(v)
    return v


def pick(log: List[int], b: Box) -> Box:
    log.append(9)
    return b


def f(a: int):
    log: List[int] = []
    xs = [5, 6]
    xs[g(log, a)] += 1
    m = [[1, 2], [3, 4]]
    m[g(log, 1)][g(log, 0)] += 10
    d: Dict[str, int] = {"a": 1}
    d["a" if g(log, 5) > 0 else "b"] += 7
    b = Box()
    pick(log, b).v += 5
    return xs, m, d, b.v, log
