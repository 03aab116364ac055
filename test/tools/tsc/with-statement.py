# `with` over a script-class context manager: `__enter__` binds the `as`
# target, `__exit__(None, None, None)` runs after the body and before each
# `return`, `break`, `continue` or `raise` that leaves it, after a returned
# value is computed. Both methods are inlined (no call remains in the IR).
# Printed order checked against torch.jit.script.
# RUN: tsc compile %s --entry nested --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "nested", "args": [3]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=NESTED
# RUN: echo '{"entry": "raising", "args": [3]}' > %t.raise.json
# RUN: not tsc run %s --args %t.raise.json 2>&1 | FileCheck %s --check-prefix=RAISE
# RUN: echo '{"entry": "leaving", "args": [4]}' > %t.leave.json
# RUN: tsc run %s --args %t.leave.json 2>/dev/null | FileCheck %s --check-prefix=LEAVE
import torch
from typing import Any, List, Tuple


class Scope:
    def __init__(self, name: str):
        self.name = name
        self.depth = 0

    def __enter__(self) -> int:
        self.depth += 1
        print("enter", self.name, self.depth)
        return self.depth

    def __exit__(self, exc_type: Any, exc_value: Any, traceback: Any):
        print("exit", self.name, self.depth)
        self.depth -= 1


# IR-LABEL: func.func @nested
# IR-NOT: call
# IR: ts.print
# IR: return
# NESTED: enter outer 1
# NESTED-NEXT: enter outer 2
# NESTED-NEXT: enter inner 1
# NESTED-NEXT: exit inner 1
# NESTED-NEXT: exit outer 2
# NESTED-NEXT: exit outer 1
# NESTED-NEXT: {"tuple":[6,2]}
def nested(k: int) -> Tuple[int, int]:
    s = Scope("outer")
    with s as a:
        with s as b, Scope("inner") as c:
            if k > 2:
                # the value is computed before the exits run
                return k * (a + b + c) // 2, s.depth
    return 0, s.depth


# RAISE: enter guard 1
# RAISE-NEXT: exit guard 1
# RAISE-NEXT: with-statement.py:[[# @LINE + 4]]:13: error: ValueError: too big
def raising(x: int) -> int:
    with Scope("guard"):
        if x > 2:
            raise ValueError("too big")
    return x


# A `break` or `continue` leaves the body (Python's behaviour;
# torch.jit.script fails an internal assertion on these).
# LEAVE: enter loop 1
# LEAVE-NEXT: exit loop 1
# LEAVE-NEXT: enter loop 1
# LEAVE-NEXT: exit loop 1
# LEAVE-NEXT: enter loop 1
# LEAVE-NEXT: exit loop 1
# LEAVE-NEXT: enter loop 1
# LEAVE-NEXT: exit loop 1
# LEAVE-NEXT: [1,3]
def leaving(n: int) -> List[int]:
    s = Scope("loop")
    out: List[int] = []
    for i in range(n):
        with s:
            if i % 2 == 0:
                continue
            if i == 3:
                out.append(i)
                break
            out.append(i)
    return out
