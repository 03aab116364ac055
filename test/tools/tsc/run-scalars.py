# Scalar arguments cross the ABI by value; scalar results come back
# through 0-d out-params, so several can be returned.
# RUN: echo '{"entry": "f", "args": [3, 5, {"float": 0.25}]}' > %t.f.json
# RUN: tsc run %s --args %t.f.json 2>/dev/null | FileCheck %s --check-prefix=F
# F: {"float":4.0}
# RUN: echo '{"entry": "g", "args": [3, 5]}' > %t.g.json
# RUN: tsc run %s --args %t.g.json 2>/dev/null | FileCheck %s --check-prefix=G
# G: {{^}}12{{$}}
# An int64 tensor times a bool stays int64 (PyTorch's promotion).
# RUN: echo '{"entry": "h", "args": [{"tensor": {"dtype": "int64", "shape": [3], "data": [1, 2, 3]}}, true]}' > %t.h.json
# RUN: tsc run %s --args %t.h.json 2>/dev/null | FileCheck %s --check-prefix=H
# H: {"tensor":{"dtype":"int64","shape":[3],"data":[1,2,3]}}

# A function without `return` returns None, which comes back as null.
# RUN: tsc run %s --entry nothing --args %t.g.json 2>/dev/null | FileCheck %s --check-prefix=NONE
# NONE: {{^}}null{{$}}

# `-x` keeps the sign of zero (-0.0 is negative zero, as in Python), in a
# float and in a tensor made from one; tiny literals keep their exponent.
# RUN: echo '{"entry": "signed_zero", "args": [{"float": 0.0}]}' > %t.zero.json
# RUN: tsc run %s --args %t.zero.json 2>/dev/null | FileCheck %s --check-prefix=ZERO
# ZERO: {"tuple":[{"float":-0.0},{"tensor":{"dtype":"float32","shape":[2],"data":[-0.0,9.99999993922529e-9]}},{"tensor":{"dtype":"bool","shape":[],"data":[true]}}]}
import torch
from typing import Tuple


def signed_zero(x: float) -> Tuple[float, torch.Tensor, torch.Tensor]:
    return -x, torch.tensor([-x, 1e-8]), torch.signbit(torch.tensor(-0.0))


def nothing(a: int, b: int):
    c = a + b


def f(a: int, b: int, x: float) -> float:
    q = a * b
    return q / 4 + x


def g(a: int, b: int) -> int:
    return a * b - 3


def h(t, a: bool):
    return t * a
