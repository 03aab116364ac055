# `print` writes to stdout in TorchScript's format (checked against real
# torch.jit.script): floats with 17 significant digits and a trailing `.`
# when integral, True/False, lists and dicts with unquoted strings.
# RUN: echo '{"entry": "f", "args": [3, {"float": 1.5}, true, "hi", [1, 2], [{"float": 0.5}, {"float": 2.0}], {"dict": [["a", 1]]}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
import torch
from typing import Dict, List

# CHECK: {{^}}3 1.5 True hi{{$}}
# CHECK-NEXT: {{^}}2. 9.9999999999999995e-08 123456789. 0.33333333333333331 -0.5 1e+20{{$}}
# CHECK-NEXT: {{^}}[1, 2] [0.5, 2.] {a: 1}{{$}}
# CHECK-NEXT: {{^}}None{{$}}
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}done{{$}}
# Tuples: unquoted strings, a comma in 1-tuples; `str()` gives the same text.
# CHECK-NEXT: {{^}}(3, 1.5, hi, (1,), [1, 2]) (){{$}}
# CHECK-NEXT: {{^}}3 (True, None){{$}}
# IR: ts.print %arg0, %arg1, %arg2, %arg3 : i64, f64, i1, !ts.str
def f(a: int, b: float, c: bool, s: str, xs: List[int], ys: List[float], d: Dict[str, int]) -> int:
    print(a, b, c, s)
    print(2.0, 1e-7, 123456789.0, 1.0 / 3.0, -0.5, 1e20)
    print(xs, ys, d)
    print(None)
    print()
    print("done")
    print((a, b, s, (1,), xs), ())
    print(str(a), str((c, None)))
    return 0

# Tensors print in ATen's format: see print-tensors.py.
