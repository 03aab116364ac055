# A List[Tensor] whose length is only known at run time (appended to under
# a run-time condition or in a loop whose trip count is unknown) becomes a
# runtime list at the merge that needs it, like a list of ints: storing a
# tensor boxes a copy (ts_rt_tensor_box), reading one unboxes it into a
# tensor of the type refinement found for every tensor the list holds.
# RUN: tsc compile %s --entry halvings --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "halvings", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.halve.json
# RUN: tsc compile %s --args %t.halve.json --emit=linalg | FileCheck %s --check-prefix=LOWERED
# RUN: tsc run %s --args %t.halve.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "mixed", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.mixed.json
# RUN: not tsc run %s --args %t.mixed.json 2>&1 | FileCheck %s --check-prefix=MIXED
# RUN: echo '{"entry": "out_of_range", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.range.json
# RUN: not tsc run %s --args %t.range.json 2>&1 | FileCheck %s --check-prefix=RANGE
from typing import List
import torch


# IR-LABEL: func.func @halvings
# IR: ts.list_new  -> !ts.list<!ts.tensor>
# IR: scf.while ({{.*}}) : (!ts.tensor, !ts.list<!ts.tensor>)
# IR: ts.list_append %{{.*}}, %{{.*}} : !ts.list<!ts.tensor>, !ts.tensor
# IR: ts.list_len
# IR: ts.list_get %{{.*}}[%{{.*}}] : !ts.list<!ts.tensor> -> !ts.tensor
# LOWERED: call @ts_rt_tensor_box
# LOWERED: call @ts_rt_tensor_matches
# LOWERED: scf.for
# LOWERED: call @ts_rt_tensor_element
# LOWERED: tensor.insert
# OUT: [ 1
# OUT-NEXT:  2
# OUT-NEXT: [ CPUFloatType{2} ],  0.5000
# OUT-NEXT:  1.0000
# OUT-NEXT: [ CPUFloatType{2} ]]
# OUT: {"tensor":{"dtype":"float32","shape":[2],"data":[0.5,1.0]}}
def halvings(x: torch.Tensor) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    while bool(x.sum() > 1.0):
        xs.append(x)
        x = x / 2
    print(xs)
    return xs[len(xs) - 1]


# The tensors of a runtime list must have one dtype and rank (a tensor
# of another type, were refinement not to see it, would fail the check
# made on reading each element back).
# MIXED: runtime-tensor-lists.py:[[@LINE+8]]:12: error: backend contract: result #0 of 'ts.list_get' has type !ts.tensor<*,f32>; its dtype and shape must be known (the tensors of a List[Tensor] read at a run-time index, or whose length is only known at run time, must all have one dtype and rank)
def mixed(x: torch.Tensor) -> torch.Tensor:
    xs = [x]
    n = int(x.argmax())
    i = 0
    while i <= n:
        xs.append(xs[0].sum())
        i += 1
    return xs[-1]


# RANGE: runtime-tensor-lists.py:[[@LINE+6]]:12: error: IndexError: list index out of range
def out_of_range(x: torch.Tensor) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    if bool(x.sum() > 0):
        xs.append(x)
    i = int(x.argmax()) + 1
    return xs[i]
