import torch
from typing import List, Tuple, Optional

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

class Acc:
    def __init__(self, t: torch.Tensor):
        self.t = t
        self.n = 0

    def add(self, x: torch.Tensor):
        self.t = self.t + x
        self.n += 1

class Trainer:
    def __init__(self, acc: Acc, name: str):
        self.acc = acc
        self.name = name

    def step(self, x: torch.Tensor):
        self.acc.add(x)

def bump(p: P, by: int):
    p.val += by

def twice(p: P) -> int:
    return p.val * 2

def f(x: torch.Tensor, n: int) -> Tuple[List[int], List[int], int, torch.Tensor]:
    q = P(n)
    bump(q, 1)
    pr = Pair(P(0), q)
    q.val = q.val * 10
    r = P(1)
    pr2 = Pair(r, None)
    r.val = 7
    pr2.a.val += 1
    s = P(1)
    ps = [Pair(s, s), Pair(P(2), None)]
    s.val = 10
    ps[1].a.val = 100
    out = [pr.total(), pr2.total(), r.val, twice(r)] + [p.total() for p in ps]
    a = Acc(x)
    tr = Trainer(a, "t")
    tr.step(x)
    tr.step(x * 2.0)
    return out, [pair.a.val for pair in ps], a.n, a.t
