# Independent errors in one function are all reported in one run: a
# failing statement is reported and the next one is checked; what the
# failed statement would have defined is not reported again where it is
# used (no cascades).
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s
import torch
from typing import Dict, List


def f(x: torch.Tensor, n: int) -> int:
    # CHECK: multiple-errors.py:[[@LINE+1]]:9: error: undefined value undefined_thing
    a = undefined_thing + 1
    # CHECK-NOT: undefined value a
    b = a * 2
    # CHECK: multiple-errors.py:[[@LINE+1]]:14: error: variable annotated as `int` is assigned a value of type `float`
    c: int = 1.5
    d = n + c
    # CHECK: multiple-errors.py:[[@LINE+1]]:12: error: unsupported operand types for +: 'int' and 'str'
    return n + "s"


# A method called on a variable in a failed statement does not make that
# variable look undefined afterwards.
# RUN: not tsc compile %s --entry receivers 2>&1 | FileCheck %s --check-prefix=RECV
# RECV: multiple-errors.py:[[@LINE+3]]:9: error: `torch.foo` is not supported
# RECV-NOT: undefined value x
def receivers(x: torch.Tensor) -> int:
    s = torch.foo(x.size(1))
    return x.size(0)


# Methods called on a variable whose definition failed are not reported
# either.
# RUN: not tsc compile %s --entry methods 2>&1 | FileCheck %s --check-prefix=METHODS
# METHODS: multiple-errors.py:[[@LINE+4]]:25: error: a list of int cannot hold a value of type str
# METHODS-NOT: undefined value xs
# METHODS: multiple-errors.py:[[@LINE+4]]:12: error: unsupported operand types for +: 'int' and 'str'
def methods(n: int) -> int:
    xs: List[int] = [1, "a"]
    xs.append(3)
    return n + "s"


# An attribute that a failed statement in a method would have assigned is
# not reported as used before assignment afterwards.
# RUN: not tsc compile %s --entry attributes 2>&1 | FileCheck %s --check-prefix=ATTRS
class Histogram:
    def __init__(self):
        self.bins: Dict[str, List[float]] = {}

    def push(self, k: str, v: float):
        if k not in self.bins:
            # ATTRS: multiple-errors.py:[[@LINE+1]]:13: error: a container of List[float] cannot hold a value of type List[Tensor] (an empty `[]` is a List[Tensor] in TorchScript: annotate it, `torch.jit.annotate(List[float], [])`)
            self.bins[k] = []
        # ATTRS-NOT: used before it is assigned
        self.bins[k].append(v)


def attributes(v: float) -> int:
    h = Histogram()
    h.push("a", v)
    return len(h.bins)
