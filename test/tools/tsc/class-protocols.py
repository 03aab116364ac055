# Python's protocols on script classes: `len(b)`, `b[i]`, `x in b` and
# `b[i] = v` call `__len__`, `__getitem__`, `__contains__` and
# `__setitem__`, inlined like any method (no call remains in the IR); a
# class without the method is a located error.
# RUN: tsc compile %s --entry protocols --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "protocols", "args": [5]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry no_setitem 2>&1 | FileCheck %s --check-prefix=MISSING
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
