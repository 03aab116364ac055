# Optional values are specialized: an entry's Optional parameter takes the
# None-ness of its example input, `is None` on a value of known type is a
# compile-time bool, and an `if` on one emits only the branch taken (as
# TorchScript does), so the other need not type-check (a variable that is
# None on one path only is a run-time optional: runtime-optional.py). None parameters are
# not passed at all, and a call with a different None-ness is refused.
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, null]}' > %t.none.json
# RUN: tsc compile %s --args %t.none.json --emit=ts | FileCheck %s --check-prefix=NONE
# RUN: tsc compile %s --args %t.none.json --emit=linalg | FileCheck %s --check-prefix=ABI
# RUN: tsc run %s --args %t.none.json 2>/dev/null | FileCheck %s --check-prefix=RUN-NONE
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, {"tensor": {"dtype": "float32", "shape": [2], "data": [10, 20]}}]}' > %t.some.json
# RUN: tsc run %s --args %t.some.json 2>/dev/null | FileCheck %s --check-prefix=RUN-SOME
# RUN: not tsc run %s --args %t.none.json --call-args %t.some.json 2>&1 | FileCheck %s --check-prefix=GUARD
# RUN: not tsc compile %s --entry dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
# RUN: echo '{"entry": "compare", "args": [2, 2]}' > %t.compare.json
# RUN: tsc run %s --args %t.compare.json 2>/dev/null | FileCheck %s --check-prefix=COMPARE
# RUN: not tsc compile %s --entry tensor_identity 2>&1 | FileCheck %s --check-prefix=TENSOR-IS
import torch
from typing import Any, List, Optional


# NONE-LABEL: func.func @f(%arg0: !ts.tensor<[2],f32>, %arg1: !ts.none)
# NONE-NOT: scf.if
# NONE-NOT: ts.add
# NONE: ts.mul
# ABI: func.func @f(%arg0: tensor<2xf32>) -> tensor<2xf32>
# RUN-NONE: {"tensor":{"dtype":"float32","shape":[2],"data":[3.0,6.0]}}
# RUN-SOME: {"tensor":{"dtype":"float32","shape":[2],"data":[33.0,66.0]}}
# GUARD: argument 1: expected None, got Tensor
def f(x: torch.Tensor, bias: Optional[torch.Tensor]) -> torch.Tensor:
    if bias is not None:
        x = x + bias
    return x * 3.0


# An Optional whose None-ness differs between paths is a run-time optional
# (runtime-optional.py), and so is a Union's member (runtime-union.py); an
# `Any` whose type does is not supported yet.
def dynamic(n: int) -> int:
    k: Any = 0
    if n > 0:
        k = "positive"
    # DYNAMIC: optional.py:[[@LINE-2]]:5: error: k is str on one path and int on another: a value declared `Any` whose type is only known at run time is not supported yet
    return 0


# Two ints are one identity when equal (TorchScript's isSameIdentity);
# an int and a float never are.
# COMPARE: [true,false,true]
def compare(a: int, b: int) -> List[bool]:
    return [a is b, a is float(b), a is not b + 1]


def tensor_identity(x: torch.Tensor, y: torch.Tensor) -> bool:
    # TENSOR-IS: optional.py:[[@LINE+1]]:12: error: `is` between `Tensor` and `Tensor` (whether they are one object, which values here do not keep): not supported yet
    return x is y
