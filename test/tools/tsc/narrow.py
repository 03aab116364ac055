# `narrow` with a start or length known only at run time (a size, an item)
# is a slice with run-time bounds, checked as PyTorch checks it.
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [1]}}]}' > %t.json
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [2]}}]}' > %t.far.json
# RUN: tsc compile %s --args %t.json --emit=ts | FileCheck %s --check-prefix=IR
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc run %s --args %t.far.json 2>&1 | FileCheck %s --check-prefix=FAR
import torch
from typing import Tuple


# IR: ts.slice %{{.*}} bounds(%{{.*}}, %{{.*}}) {dim = 1 : i64
# OUT: {"tuple":[{"tensor":{"dtype":"float32","shape":[2,2],"data":[2.0,3.0,5.0,6.0]}},{"tensor":{"dtype":"float32","shape":[2,2],"data":[2.0,3.0,5.0,6.0]}}]}
def f(x: torch.Tensor, t: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    n = int(t.item())
    # FAR: narrow.py:[[@LINE+1]]:43: error: RuntimeError: narrow(): start + length exceeds dimension size
    return x.narrow(1, 1, x.size(1) - 1), x.narrow(1, n, 2)
