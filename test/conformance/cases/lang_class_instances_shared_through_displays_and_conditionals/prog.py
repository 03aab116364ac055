import torch
from typing import List, Tuple, Optional

from typing import Dict


class Node:
    def __init__(self, v: int):
        self.v = v


def f(n: int) -> List[int]:
    a = Node(1)
    xs = [a for _ in range(2)]
    xs[0].v = 7
    b = Node(2)
    ys = [b, b]
    ys[0].v = 8
    c = Node(3)
    d = {k: c for k in ["x", "y"]}
    d["x"].v = 9
    e = Node(4)
    g = Node(5)
    h = e if n > 0 else g
    h.v = 10
    i = e if True else g
    i.v += 1
    j = Node(6)
    m = {"a": j, "b": j}
    m["a"].v = 12
    return [a.v, xs[1].v, b.v, ys[1].v, c.v, d["y"].v, e.v, g.v, j.v, m["b"].v]
