# A variable declared Optional that is None on one path and a value on
# another is a run-time optional: a presence flag (i1) and a payload,
# yielded by `scf.if` and carried by `scf.while` like a tuple's fields.
# `x is None` reads the flag; where a test proves `x` present (`if`,
# `and`/`or`, a conditional expression, `assert`, the code after an early
# `return`) `x` is the payload. An entry returns the flag and the payload.
# RUN: tsc compile %s --entry best --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "best", "args": [[3, 9, 4]]}' > %t.some.json
# RUN: tsc run %s --args %t.some.json 2>/dev/null | FileCheck %s --check-prefix=SOME
# RUN: echo '{"entry": "best", "args": [[]]}' > %t.none.json
# RUN: tsc run %s --args %t.none.json 2>/dev/null | FileCheck %s --check-prefix=NONE
# RUN: echo '{"entry": "tensor_or_input", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}, 3]}' > %t.t3.json
# RUN: tsc run %s --args %t.t3.json 2>/dev/null | FileCheck %s --check-prefix=TENSOR-SOME
# RUN: echo '{"entry": "tensor_or_input", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}, 0]}' > %t.t0.json
# RUN: tsc run %s --args %t.t0.json 2>/dev/null | FileCheck %s --check-prefix=TENSOR-NONE
# RUN: echo '{"entry": "checked", "args": [-1]}' > %t.bad.json
# RUN: not tsc run %s --args %t.bad.json 2>&1 | FileCheck %s --check-prefix=ASSERT
# RUN: not tsc compile %s --entry unrefined 2>&1 | FileCheck %s --check-prefix=UNREFINED
# RUN: echo '{"entry": "running_sum", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]}' > %t.sum.json
# RUN: tsc run %s --args %t.sum.json 2>/dev/null | FileCheck %s --check-prefix=TENSOR-LOOP
# RUN: echo '{"entry": "growing", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]}' > %t.grow.json
# RUN: tsc run %s --args %t.grow.json 2>/dev/null | FileCheck %s --check-prefix=GROWING
# RUN: echo '{"entry": "instance_of_optional", "args": [-1]}' > %t.inst.json
# RUN: echo '{"entry": "best_offer", "args": [4]}' > %t.offer.json
# RUN: tsc run %s --args %t.offer.json 2>/dev/null | FileCheck %s --check-prefix=OFFER
# RUN: echo '{"entry": "best_offer", "args": [0]}' > %t.no-offer.json
# RUN: tsc run %s --args %t.no-offer.json 2>/dev/null | FileCheck %s --check-prefix=NO-OFFER
# RUN: tsc run %s --args %t.inst.json 2>/dev/null | FileCheck %s --check-prefix=INSTANCE
from typing import List, Optional
import torch


# IR-LABEL: func.func @best({{.*}}) -> (i1, i64, i64)
# IR: %[[INIT_FLAG:.*]] = ts.constant false
# IR: %[[INIT:.*]] = ts.constant 0 : i64
# IR: scf.while ({{.*}} = %{{.*}}, {{.*}} = %[[INIT_FLAG]], {{.*}} = %[[INIT]]) : (i64, i1, i64)
# IR: scf.if %{{.*}} -> (i1, i64)
# IR: ts.print
# SOME: 9
# SOME-NEXT: {"tuple":[9,9]}
# NONE: None
# NONE-NEXT: {"tuple":[null,-1]}
def best(xs: List[int]):
    m: Optional[int] = None
    for x in xs:
        if m is None or x > m:
            m = x
    print(m)
    return m, m if m is not None else -1


def scaled(x: torch.Tensor, k: int) -> Optional[torch.Tensor]:
    if k <= 0:
        return None
    return x * float(k)


# TENSOR-SOME: {"tensor":{"dtype":"float32","shape":[2],"data":[4.0,-5.0]}}
# TENSOR-NONE: {"tensor":{"dtype":"float32","shape":[2],"data":[1.0,-2.0]}}
def tensor_or_input(x: torch.Tensor, k: int) -> torch.Tensor:
    y = scaled(x, k)
    if y is None:
        return x
    return y + 1.0


def positive(n: int) -> Optional[int]:
    return n if n > 0 else None


# ASSERT: runtime-optional.py:[[@LINE+3]]:5: error: AssertionError: positive
def checked(n: int) -> int:
    p = positive(n)
    assert p is not None, "positive"
    return p * 2


def unrefined(n: int) -> int:
    p = positive(n)
    # UNREFINED: runtime-optional.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `p` may be None
    return p + 1


# An Optional[Tensor] that a loop fills: its placeholder payload says
# nothing about the shape, so the loop's first round takes it from the
# branch that assigns a tensor, and later rounds check the other.
# TENSOR-LOOP: {"tensor":{"dtype":"float32","shape":[2],"data":[3.0,6.0]}}
def running_sum(x: torch.Tensor, n: int) -> torch.Tensor:
    total: Optional[torch.Tensor] = None
    for i in range(n):
        if total is None:
            total = x
        else:
            total = total + x
    if total is None:
        return x
    return total


# A payload whose shape changes between iterations: its size is known only
# at run time (the placeholder's is 0), not a wrong static shape.
# GROWING: {"tensor":{"dtype":"float32","shape":[6],"data":[1.0,2.0,1.0,2.0,1.0,2.0]}}
def growing(x: torch.Tensor, n: int) -> torch.Tensor:
    acc: Optional[torch.Tensor] = None
    for i in range(n):
        if acc is None:
            acc = x
        else:
            acc = torch.cat([acc, x])
    assert acc is not None
    return acc


# `isinstance(k, Optional[int])` holds for None too, so it proves nothing.
# INSTANCE: true
def instance_of_optional(n: int) -> bool:
    k: Optional[int] = None
    if n > 0:
        k = n
    assert torch.jit.isinstance(k, Optional[int])
    return k is None


# An attribute annotated Optional in `__init__` is a run-time optional
# that methods set.
class Box:
    def __init__(self, v: int):
        self.v = v
        self.best: Optional[int] = None

    def offer(self, x: int):
        best = self.best
        if best is None or x > best:
            self.best = x


# OFFER: 4
# NO-OFFER: -1
def best_offer(n: int) -> int:
    b = Box(n)
    for i in range(n):
        b.offer(i * 3 % 5)
    best = b.best
    if best is None:
        return -1
    return best
