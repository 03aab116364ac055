# In-place tensor methods: rewritten functionally when no one else can see
# the tensor, a located error otherwise.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}]' > %t.json
# RUN: tsc run %inputs/in-place-ok.py --entry local --args %t.json 2>/dev/null | FileCheck %s --check-prefix=LOCAL
# LOCAL: {"tensor":{"dtype":"float32","shape":[3],"data":[3.0,5.0,7.0]}}
# RUN: not tsc compile %s --entry param 2>&1 | FileCheck %s --check-prefix=PARAM
# RUN: not tsc compile %s --entry aliased 2>&1 | FileCheck %s --check-prefix=ALIAS
import torch


def param(x: torch.Tensor) -> torch.Tensor:
    # PARAM: in-place.py:[[@LINE+1]]:5: error: in-place `mul_` on `x`, which the caller also sees (a parameter), is not supported; write `x = x.mul(...)`
    x.mul_(2.0)
    return x


def aliased(x: torch.Tensor) -> torch.Tensor:
    y = x + 1.0
    z = y
    # ALIAS: in-place.py:[[@LINE+1]]:5: error: in-place `relu_` on `y`, which `z` also refers to, is not supported; use the out-of-place `relu`
    y.relu_()
    return z
