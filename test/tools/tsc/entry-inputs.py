# Aggregate entry inputs — a List[Tensor], a tuple, a NamedTuple, a
# Dict[str, Tensor] — are flattened, as torch.export flattens its inputs:
# the entry takes one argument per leaf of the example input (a list's
# length and a dict's keys come from it) and rebuilds the parameter.
# RUN: echo '{"entry": "f", "args": [[{"tensor": {"dtype": "float32", "shape": [1], "data": [1]}}, {"tensor": {"dtype": "float32", "shape": [2], "data": [2, 3]}}], {"tuple": [{"tensor": {"dtype": "float32", "shape": [3], "data": [10, 20, 30]}}, {"float": 2.0}]}, {"dict": [["w", {"tensor": {"dtype": "float32", "shape": [3], "data": [1, 1, 1]}}], ["b", {"tensor": {"dtype": "float32", "shape": [2], "data": [5, 6]}}]]}, {"tuple": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}, 2]}]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=ts | FileCheck %s --check-prefix=IR
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "f", "args": [[{"tensor": {"dtype": "float32", "shape": [1], "data": [1]}}], {"tuple": [{"tensor": {"dtype": "float32", "shape": [3], "data": [10, 20, 30]}}, {"float": 2.0}]}, {"dict": [["w", {"tensor": {"dtype": "float32", "shape": [3], "data": [1, 1, 1]}}], ["b", {"tensor": {"dtype": "float32", "shape": [2], "data": [5, 6]}}]]}, {"tuple": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}, 2]}]}' > %t.short.json
# RUN: not tsc run %s --args %t.json --call-args %t.short.json 2>&1 | FileCheck %s --check-prefix=CALL-SHAPE
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s --check-prefix=NO-EXAMPLE
# RUN: echo '{"entry": "f", "args": [{"tuple": [1, 2]}, 1, 2, 3]}' > %t.wrong.json
# RUN: not tsc compile %s --args %t.wrong.json 2>&1 | FileCheck %s --check-prefix=WRONG
import torch
from typing import Dict, List, NamedTuple, Tuple


class Pair(NamedTuple):
    a: torch.Tensor
    k: int


# IR-LABEL: func.func @f
# IR-SAME: (%arg0: !ts.tensor<[1],f32>, %arg1: !ts.tensor<[2],f32>, %arg2: !ts.tensor<[3],f32>, %arg3: f64, %arg4: !ts.tensor<[3],f32>, %arg5: !ts.tensor<[2],f32>, %arg6: !ts.tensor<[3],f32>, %arg7: i64)
# IR: %[[X1:.*]] = ts.tensor_static_info_cast %arg1
# IR: %[[X0:.*]] = ts.tensor_static_info_cast %arg0
# IR: ts.cat %[[X0]], %[[X1]]
# OUT: {"tuple":[{"tensor":{"dtype":"float32","shape":[3],"data":[14.0,28.0,42.0]}},[{"tensor":{"dtype":"float32","shape":[2],"data":[5.0,6.0]}},{"tensor":{"dtype":"float32","shape":[1],"data":[1.0]}}],["w","b"]]}
# CALL-SHAPE: error: args[0] is a list of 1 tensors, but the entry was compiled for a list of 2 tensors; recompile for it
# NO-EXAMPLE: entry-inputs.py:[[@LINE+2]]:11: error: parameter `xs` of type `List[Tensor]` is flattened following its example input, which must be a non-empty list of tensors (give one with --args)
# WRONG: entry-inputs.py:[[@LINE+1]]:11: error: parameter `xs`: the example input is a tuple of 2 but the parameter is declared `List[Tensor]`
def f(xs: List[torch.Tensor], t: Tuple[torch.Tensor, float], d: Dict[str, torch.Tensor],
      p: Pair) -> Tuple[torch.Tensor, List[torch.Tensor], List[str]]:
    s = torch.cat(xs, 0) * t[1] + t[0]
    return s + d["w"] * p.a * float(p.k), [d["b"], xs[0]], list(d.keys())
