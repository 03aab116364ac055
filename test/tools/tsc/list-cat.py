# cat/stack of a List[Tensor] whose length is only known at run time:
# one ts.list_cat on the runtime list, whose size along the dim is known
# only at run time; the list's tensors share one dtype and rank, and their
# sizes are checked when it runs, as PyTorch checks them (cat joins
# different lengths along the dim).
# RUN: tsc compile %s --entry rows --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "rows", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "ragged", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]}' > %t.ragged.json
# RUN: tsc run %s --args %t.ragged.json 2>/dev/null | FileCheck %s --check-prefix=RAGGED
# RUN: echo '{"entry": "stacked", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}, [2, 3]]}' > %t.sizes.json
# RUN: not tsc run %s --args %t.sizes.json 2>&1 | FileCheck %s --check-prefix=SIZES
# RUN: echo '{"entry": "stacked", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}, []]}' > %t.empty.json
# RUN: not tsc run %s --args %t.empty.json 2>&1 | FileCheck %s --check-prefix=EMPTY
# RUN: echo '{"entry": "stacked", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}, [2, 2]]}' > %t.same.json
# RUN: tsc run %s --args %t.same.json 2>/dev/null | FileCheck %s --check-prefix=SAME
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
    return torch.cat(xs)


# RAGGED: {"tensor":{"dtype":"float32","shape":[9],"data":[1.0,2.0,1.0,1.0,2.0,1.0,1.0,2.0,1.0]}}


# Rows of a length known only at run time stack where they agree.
# SAME: {"tensor":{"dtype":"float32","shape":[2,2],"data":[2.0,4.0,2.0,4.0]}}
def stacked(x: torch.Tensor, ws: List[int]) -> torch.Tensor:
    rows: List[torch.Tensor] = []
    for w in ws:
        rows.append(x[:w] * w)
    # SIZES: list-cat.py:[[@LINE+2]]:12: error: RuntimeError: stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1
    # EMPTY: list-cat.py:[[@LINE+1]]:12: error: RuntimeError: stack expects a non-empty TensorList
    return torch.stack(rows)
