# Python's protocols on script classes: `len(b)`, `b[i]`, `x in b`,
# `b[i] = v` and `str(b)` call `__len__`, `__getitem__`, `__contains__`,
# `__setitem__` and `__str__`, inlined like any method (no call remains in
# the IR); `xs.sort()` and `sorted(xs)` of instances order them by
# `__lt__` (a stable insertion sort); a class without the method is a
# located error.
# RUN: tsc compile %s --entry protocols --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "protocols", "args": [5]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry no_setitem 2>&1 | FileCheck %s --check-prefix=MISSING
# RUN: echo '{"entry": "ordered", "args": []}' > %t.ordered.json
# RUN: tsc run %s --args %t.ordered.json 2>/dev/null | FileCheck %s --check-prefix=ORDERED
# RUN: not tsc compile %s --entry no_lt 2>&1 | FileCheck %s --check-prefix=NO-LT
import torch
from typing import List, Tuple


class Bag:
    def __init__(self, items: List[int]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> int:
        return self.items[i]

    def __contains__(self, x: int) -> bool:
        return x in self.items

    def __setitem__(self, i: int, v: int):
        self.items[i] = v


class Plain:
    def __init__(self, v: int):
        self.v = v


class Ranked:
    def __init__(self, rank: int, tag: str):
        self.rank = rank
        self.tag = tag

    def __lt__(self, other: "Ranked") -> bool:
        return self.rank < other.rank

    def __str__(self) -> str:
        return self.tag + str(self.rank)


# IR-LABEL: func.func @protocols
# IR-NOT: call
# IR: ts.list_set
# IR: ts.list_len
# OUT: {"tuple":[3,5,true,false,[7,2,5]]}
def protocols(n: int) -> Tuple[int, int, bool, bool, List[int]]:
    b = Bag([1, 2, n])
    b[0] = 7
    return len(b), b[2], 2 in b, 9 in b, b.items


def no_setitem(n: int) -> int:
    p = Plain(n)
    # MISSING: class-protocols.py:[[@LINE+1]]:5: error: {{.*}}__setitem__
    p[0] = 1
    return p.v


# Stable: equal ranks keep their order, also in reverse.
# ORDERED: {"tuple":{{\[}}["a1","c1","b2"],["b2","a1","c1"],"b2"]}
def ordered() -> Tuple[List[str], List[str], str]:
    xs = [Ranked(2, "b"), Ranked(1, "a"), Ranked(1, "c")]
    up = sorted(xs)
    xs.sort(reverse=True)
    return [str(x) for x in up], [str(x) for x in xs], str(xs[0])


def no_lt(n: int) -> int:
    ps = [Plain(n), Plain(1)]
    # NO-LT: class-protocols.py:[[@LINE+1]]:5: error: sort() of a list of `Plain` instances needs `Plain.__lt__`
    ps.sort()
    return ps[0].v
