# TorchScript's static rule for Optional values: one must be refined before
# it is used as its member type, whatever the example input was (the
# entry's Optional inputs are specialized, but the check reads only the
# annotations and the refinements on the way: `is not None`/`is None`
# with an early exit, `assert`, `and`/`or`, conditional expressions, a new
# value assigned). Each positive case compiles; each negative one is the
# located error TorchScript also gives.
# RUN: echo '{"entry": "refined", "args": [3, {"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=REFINED
# RUN: not tsc compile %s --entry arithmetic 2>&1 | FileCheck %s --check-prefix=ARITH
# RUN: not tsc compile %s --entry method 2>&1 | FileCheck %s --check-prefix=METHOD
# RUN: not tsc compile %s --entry returned 2>&1 | FileCheck %s --check-prefix=RETURNED
# RUN: not tsc compile %s --entry declared_local 2>&1 | FileCheck %s --check-prefix=LOCAL
# RUN: not tsc compile %s --entry after_loop 2>&1 | FileCheck %s --check-prefix=LOOP
# RUN: not tsc compile %s --entry in_callee 2>&1 | FileCheck %s --check-prefix=CALLEE
# RUN: not tsc compile %s --entry compared 2>&1 | FileCheck %s --check-prefix=COMPARED
# RUN: not tsc compile %s --entry passed 2>&1 | FileCheck %s --check-prefix=PASSED
# RUN: not tsc compile %s --entry type_comment 2>&1 | FileCheck %s --check-prefix=COMMENT
# RUN: echo '{"entry": "looked_up", "args": [["a", "c"], {"dict": [["a", {"float": 1.5}], ["c", {"float": 2.0}]]}]}' > %t.found.json
# RUN: tsc run %s --args %t.found.json 2>/dev/null | FileCheck %s --check-prefix=FOUND
# RUN: echo '{"entry": "looked_up", "args": [["a", "b"], {"dict": [["a", {"float": 1.5}]]}]}' > %t.missing.json
# RUN: not tsc run %s --args %t.missing.json 2>&1 | FileCheck %s --check-prefix=MISSING
import torch
from typing import Dict, List, Optional, Tuple


# REFINED: {"tuple":[5,{"float":2.0},true,3,{"tensor":{"dtype":"float32","shape":[2],"data":[2.0,4.0]}},4]}
def refined(x: Optional[int], t: Optional[torch.Tensor]) -> Tuple[int, float, bool, int, torch.Tensor, int]:
    a = 0
    if x is None:
        return (0, 0.0, False, 0, torch.zeros(2), 0)
    a = x + 2
    y: Optional[int] = x
    b = float(y) if y is not None else 0.0
    c = y is not None and y > 2
    assert t is not None
    u = t * 2
    z = x
    w = z + 1
    return (a, b - 1.0, c, x, u, w)


def arithmetic(x: Optional[int]) -> int:
    # ARITH: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `x` may be None (refine it first with `if x is not None:` or `assert x is not None`)
    return x + 1


def method(t: Optional[torch.Tensor]) -> List[int]:
    # METHOD: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[torch.Tensor] cannot be used here: `t` may be None
    return t.size()


def returned(x: Optional[int]) -> int:
    if x is not None:
        pass
    # RETURNED: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `x` may be None
    return x


def declared_local(a: int) -> int:
    # A declared Optional stays Optional, whatever it holds.
    z: Optional[int] = a
    # LOCAL: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `z` may be None
    return z * 2


def after_loop(x: Optional[int]) -> int:
    # A loop may not run: what it assigns does not refine after it.
    while x is None:
        x = 1
    # LOOP: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `x` may be None
    return x - 1


def helper(x: Optional[int]) -> int:
    # CALLEE: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `x` may be None
    return x // 2


def in_callee(a: int) -> int:
    return helper(a) + helper(None)


# TorchScript has no `==` for an Optional, not even with None: only
# `is`/`is not` take one unrefined.
def compared(x: Optional[int]) -> bool:
    # COMPARED: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `x` may be None
    return x == 1


def needs_int(a: int) -> int:
    return a + 1


# An argument of a function of the file whose parameter is not Optional.
def passed(x: Optional[int]) -> int:
    if x is not None:
        needs_int(a=x)
    # PASSED: optional-refinement.py:[[@LINE+1]]:22: error: Expected a value of type 'int' for argument 'a' but instead found type 'Optional[int]': `x` may be None
    return needs_int(x)


# A `# type:` comment declares as annotations do.
def type_comment(x):
    # type: (Optional[int]) -> int
    # COMMENT: optional-refinement.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `x` may be None
    return x + 1


# Past `if v is None: raise` in a loop body, `v` is its float: the loop
# sums the values found, and a missing name raises when the call runs.
# FOUND: {"float":3.5}
# MISSING: optional-refinement.py:[[@LINE+6]]:13: error: ValueError: missing b
def looked_up(names: List[str], env: Dict[str, float]) -> float:
    s = 0.0
    for n in names:
        v = env.get(n)
        if v is None:
            raise ValueError("missing " + n)
        s += v
    return s
