# cat/stack of a List[Tensor] whose length is only known at run time:
# one ts.list_cat on the runtime list, whose size along the dim is known
# only at run time; the list's tensors must share one shape.
# RUN: tsc compile %s --entry rows --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "rows", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "ragged", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]}' > %t.ragged.json
# RUN: not tsc run %s --args %t.ragged.json 2>&1 | FileCheck %s --check-prefix=RAGGED
import torch
from typing import List


# IR-LABEL: func.func @rows
# IR: ts.list_cat %{{.*}} {dim = 0 : i64, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor
# OUT: {"tensor":{"dtype":"float32","shape":[3,2],"data":[0.0,0.0,1.0,2.0,2.0,4.0]}}
def rows(x: torch.Tensor, n: int) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    i = 0
    while i < n:
        xs.append(x * float(i))
        i += 1
    return torch.stack(xs)


def ragged(x: torch.Tensor, n: int) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    i = 0
    while i < n:
        xs.append(x)
        xs.append(x[:1])
        i += 1
    # RAGGED: list-cat.py:[[@LINE+1]]:12: error: failed to lower 'ts.list_cat': the list's tensors must all have one dtype and shape known at compile time
    return torch.cat(xs)
