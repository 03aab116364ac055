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


def nothing(a: int, b: int):
    c = a + b


def f(a: int, b: int, x: float) -> float:
    q = a * b
    return q / 4 + x


def g(a: int, b: int) -> int:
    return a * b - 3


def h(t, a: bool):
    return t * a
