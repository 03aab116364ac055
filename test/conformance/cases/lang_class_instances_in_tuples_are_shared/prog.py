import torch
from typing import List, Tuple, Optional

from typing import Dict


class P:
    def __init__(self, v: int):
        self.v = v

    def inc(self):
        self.v += 1


def mk(k: int) -> Tuple[P, int]:
    p = P(k)
    return p, k * 2


def f(n: int) -> Tuple[List[int], int, int]:
    a = P(n)
    t = (a, 1)
    t[0].inc()
    b, k = t
    b.inc()
    p, m = mk(n)
    p.inc()
    c = P(0)
    xs = [(c, 1), (P(5), 2)]
    xs[0][0].inc()
    ys: List[Tuple[P, int]] = []
    ys.append((c, 3))
    ys[0][0].inc()
    d: Dict[str, Tuple[P, int]] = {"x": (P(9), 0)}
    d["x"][0].inc()
    return [a.v, b.v, p.v, c.v, xs[1][0].v, d["x"][0].v], k, m
