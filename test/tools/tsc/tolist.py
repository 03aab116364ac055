# `x.tolist()` needs its result type annotated (as in TorchScript); the
# annotation must match the tensor's rank and dtype category.
# RUN: tsc compile %s --entry rows --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "rows", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 3, 4.5]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "wrong_kind", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.kind.json
# RUN: not tsc run %s --args %t.kind.json 2>&1 | FileCheck %s --check-prefix=KIND
# RUN: not tsc compile %s --entry unannotated 2>&1 | FileCheck %s --check-prefix=UNANNOTATED
# RUN: not tsc compile %s --entry not_a_number_list 2>&1 | FileCheck %s --check-prefix=ELEMENT
import torch
from typing import List


# IR-LABEL: func.func @rows
# IR: ts.tensor_to_list %arg0 : !ts.tensor -> !ts.list<!ts.list<f64>>
# OUT: {{.*}}{"float":4.5}{{.*}}
def rows(x: torch.Tensor) -> List[List[float]]:
    r: List[List[float]] = x.tolist()
    return r


def wrong_kind(x: torch.Tensor) -> List[int]:
    # KIND: tolist.py:[[@LINE+1]]:20: error: {{.*}}a float32 tensor gives lists of float, not of int
    a: List[int] = x.tolist()
    return a


def unannotated(x: torch.Tensor):
    # UNANNOTATED: tolist.py:[[@LINE+1]]:12: error: Expected type hint for result of tolist()
    return x.tolist()


def not_a_number_list(x: torch.Tensor) -> List[str]:
    # ELEMENT: tolist.py:[[@LINE+1]]:20: error: tolist() can produce nested lists of float, int or bool, not List[str]
    a: List[str] = x.tolist()
    return a
