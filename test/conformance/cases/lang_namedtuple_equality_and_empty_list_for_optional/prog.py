import torch
from typing import List, Tuple, Optional

from typing import NamedTuple


class Pt(NamedTuple):
    x: int
    y: int = 0


def collect(n: int, xs: Optional[List[str]] = None) -> List[str]:
    if xs is None:
        xs = []
    for i in range(n):
        xs.append(str(i))
    return xs


def f(n: int, tags: Optional[List[int]]) -> Tuple[List[bool], List[str], List[str], List[int]]:
    p = Pt(n)
    q = Pt(x=2, y=3)
    ps = [Pt(1, 2), Pt(n)]
    same = [p == Pt(n, 0), p != q, p == (n, 0), (2, 3) == q, q != (2, 3), ps[1] == p, ps[0] == ps[1]]
    if tags is None:
        tags = []
    tags.append(n)
    return same, collect(2), collect(1, ["a"]), tags
