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


# Assignment into a tensor follows the same rule.
# RUN: not tsc compile %s --entry store_param 2>&1 | FileCheck %s --check-prefix=STORE-PARAM
# RUN: not tsc compile %s --entry store_alias 2>&1 | FileCheck %s --check-prefix=STORE-ALIAS
# RUN: tsc compile %s --entry store_copy --emit=ts | FileCheck %s --check-prefix=STORE-COPY
def store_param(x: torch.Tensor) -> torch.Tensor:
    # STORE-PARAM: in-place.py:[[@LINE+1]]:5: error: assignment into `x`, which the caller also sees (a parameter), is not supported; assign into a copy (`x = x.clone()`)
    x[0] = 1.0
    return x


def store_alias(x: torch.Tensor) -> torch.Tensor:
    y = x * 2.0
    z = y
    # STORE-ALIAS: in-place.py:[[@LINE+1]]:5: error: assignment into `y`, which `z` also refers to, is not supported; build the new value out of place
    y[1:] = 0.0
    return z


# STORE-COPY-LABEL: func.func @store_copy
# STORE-COPY: ts.select %{{.*}} {dim = 0 : i64, index = 0 : i64}
# STORE-COPY: ts.select_scatter %{{.*}}, %{{.*}}[%{{.*}}] {dim = 0 : i64}
# STORE-COPY: ts.slice_scatter %{{.*}}, %{{.*}} {dim = 1 : i64, end = 9223372036854775807 : i64, start = 1 : i64, step = 2 : i64}
def store_copy(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    y[0] = 1.0
    y[:, 1::2] = 0.0
    return y
