# `x.t()` takes at most 2 dims and `x.H` a matrix, as in PyTorch (a
# RuntimeError there); `x.T` of more than 3 dims, which reverses them all,
# is refused rather than computed as a transpose of the first and last.
# Once shapes are known each test folds: here every call takes it, so it
# is reported at compile time.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [1, 2, 1], "data": [1, 2]}}]' > %t.3d.json
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [1, 1, 2, 1], "data": [1, 2]}}]' > %t.4d.json
# RUN: not tsc run %s --entry t_of --args %t.3d.json 2>&1 | FileCheck %s --check-prefix=T
# RUN: not tsc run %s --entry h_of --args %t.3d.json 2>&1 | FileCheck %s --check-prefix=H
# RUN: not tsc run %s --entry reversed --args %t.4d.json 2>&1 | FileCheck %s --check-prefix=REVERSED
# RUN: tsc run %s --entry reversed --args %t.3d.json 2>/dev/null | FileCheck %s --check-prefix=REVERSED3
import torch


def t_of(x: torch.Tensor) -> torch.Tensor:
    # T: transpose-ranks.py:[[@LINE+1]]:12: error: RuntimeError: t() expects a tensor with <= 2 dimensions
    return x.t()


def h_of(x: torch.Tensor) -> torch.Tensor:
    # H: transpose-ranks.py:[[@LINE+1]]:12: error: RuntimeError: tensor.H is only supported on matrices (2-D tensors)
    return x.H


# REVERSED3: {"tensor":{"dtype":"float32","shape":[1,2,1],"data":[1.0,2.0]}}
def reversed(x: torch.Tensor) -> torch.Tensor:
    # REVERSED: transpose-ranks.py:[[@LINE+1]]:12: error: RuntimeError: x.T of a tensor of more than 3 dims (its dims reversed) is not supported yet
    return x.T
