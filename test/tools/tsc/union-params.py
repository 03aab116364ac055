# A Union or Any parameter is specialized to the member its argument is,
# as an Optional one to None or its value: the entry's to its example
# input (its signature takes that member), a called function's at each
# call (it is inlined), so `isinstance` keeps only the branch taken.
# RUN: echo '{"entry": "f", "args": [5, {"float": 1.5}]}' > %t.int.json
# RUN: tsc compile %s --args %t.int.json --emit=ts | FileCheck %s --check-prefix=INT
# RUN: echo '{"entry": "f", "args": ["hey", {"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.str.json
# RUN: tsc compile %s --args %t.str.json --emit=ts | FileCheck %s --check-prefix=STR
# RUN: tsc run %s --args %t.str.json 2>/dev/null | FileCheck %s --check-prefix=STR-OUT
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s --check-prefix=NO-EXAMPLE
# RUN: echo '{"entry": "f", "args": [[1], 2]}' > %t.list.json
# RUN: not tsc compile %s --args %t.list.json 2>&1 | FileCheck %s --check-prefix=WRONG-KIND
# RUN: echo '{"entry": "g", "args": [[1]]}' > %t.any.json
# RUN: not tsc compile %s --args %t.any.json 2>&1 | FileCheck %s --check-prefix=ANY-LIST
import torch
from typing import Any, List, Union


def describe(x: Union[int, str]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    return "str " + x


# INT-LABEL: func.func @f(%arg0: i64, %arg1: f64)
# INT-NOT: scf.if
# STR-LABEL: func.func @f(%arg0: !ts.str, %arg1: !ts.tensor<[2],f32>)
# STR-OUT: ["str hey","int 4","tensor"]
# NO-EXAMPLE: union-params.py:[[@LINE+2]]:10: error: parameter `a` of type `Union[int, str]` is specialized to what its example input is (give one with --args)
# WRONG-KIND: union-params.py:[[@LINE+1]]:10: error: parameter `a`: the example input is a list but the parameter is declared `Union[int, str]`
def f(a: Union[int, str], b: Union[torch.Tensor, float]) -> List[str]:
    out = [describe(a), describe(3)]
    if isinstance(b, torch.Tensor):
        out.append("tensor")
    else:
        out.append("float")
    return out


# ANY-LIST: union-params.py:[[@LINE+1]]:10: error: parameter `x`: the example input is a list, whose element types an `Any` parameter does not say (declare its type)
def g(x: Any) -> int:
    return 0
