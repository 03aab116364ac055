import torch
from typing import List, Tuple, Optional

from typing import Dict

class P:
    def __init__(self, val: int):
        self.val = val

class Pair:
    def __init__(self, a: P, b: Optional[P]):
        self.a = a
        self.b = b

    def total(self) -> int:
        b = self.b
        if b is None:
            return self.a.val
        return self.a.val + b.val

def find(xs: List[int], k: int) -> Optional[P]:
    for x in xs:
        if x == k:
            return P(x * 10)
    return None

def best_of(ps: List[P]) -> Optional[P]:
    best: Optional[P] = None
    for p in ps:
        if best is None or p.val > best.val:
            best = p
    return best

def f(k: int, flag: bool) -> Tuple[int, int, int, int, List[int], int, int]:
    n: Optional[P] = None
    for i in range(k):
        if n is None:
            n = P(i)
        else:
            n.val += i
    assert n is not None
    m: Optional[P] = None
    if flag:
        m = P(5)
    found = find([1, 2, 3], k)
    missing = find([1, 2, 3], 9)
    r = 0
    if found is not None:
        r += found.val
    if missing is None:
        r += 1000
    p = P(1)
    xs: List[Optional[P]] = [P(2), None]
    xs.append(p)
    p.val = 40
    t = 0
    for x in xs:
        if x is not None:
            t += x.val
    d: Dict[str, Optional[P]] = {"a": P(3), "b": None}
    u = 0
    for key, v in d.items():
        u += 100 if v is None else v.val
    b = best_of([P(3), P(k * 3), P(5)])
    assert b is not None
    pairs = [Pair(P(i), P(i * 2) if i % 2 == 0 else None) for i in range(4)]
    return n.val, -1 if m is None else m.val, r, t, [q.total() for q in pairs], u, b.val
