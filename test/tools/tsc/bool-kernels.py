# Ops PyTorch has no bool kernel for raise its error on a bool tensor
# (decided once the dtype is known), as TorchScript does when it runs them;
# other dtypes go through.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 8, 8, 6]}}]' > %t.json
# RUN: not tsc run %s --entry topk_bool --args %t.json 2>&1 | FileCheck %s --check-prefix=TOPK
# RUN: not tsc run %s --entry median_bool --args %t.json 2>&1 | FileCheck %s --check-prefix=MEDIAN
# RUN: not tsc run %s --entry median_dim_bool --args %t.json 2>&1 | FileCheck %s --check-prefix=MEDIAN-DIM
# RUN: not tsc run %s --entry kthvalue_bool --args %t.json 2>&1 | FileCheck %s --check-prefix=KTH
# RUN: tsc run %s --entry floats --args %t.json 2>/dev/null | FileCheck %s --check-prefix=FLOATS
import torch


def topk_bool(c):
    # TOPK: bool-kernels.py:[[@LINE+1]]:12: error: RuntimeError: topk does not support bool dtypes on CPU
    return (c > 5).topk(1, 1)[0]


def median_bool(c):
    # MEDIAN: bool-kernels.py:[[@LINE+1]]:12: error: RuntimeError: "median_cpu" not implemented for 'Bool'
    return (c > 5).median()


def median_dim_bool(c):
    # MEDIAN-DIM: bool-kernels.py:[[@LINE+1]]:12: error: RuntimeError: "median_out" not implemented for 'Bool'
    return (c > 5).median(1)[0]


def kthvalue_bool(c):
    # KTH: bool-kernels.py:[[@LINE+1]]:12: error: RuntimeError: "kthvalue_cpu" not implemented for 'Bool'
    return (c > 5).kthvalue(1, 1)[0]


# FLOATS: [{"tensor":{"dtype":"float32","shape":[3,1],"data":[2.0,8.0,8.0]}},{"tensor":{"dtype":"float32","shape":[],"data":[3.0]}},{"tensor":{"dtype":"float32","shape":[2],"data":[1.0,2.0]}}]
def floats(c):
    return [c.topk(1, 1)[0], c.median(), c.kthvalue(1, 0)[0]]


# Subtraction with a bool on either side is PyTorch's error (sub_check),
# found once the dtypes are known.
# RUN: not tsc run %s --entry bool_minus_int --args %t.json 2>&1 | FileCheck %s --check-prefix=SUB-BOOL
# RUN: not tsc run %s --entry bool_minus_bool --args %t.json 2>&1 | FileCheck %s --check-prefix=SUB-BOOLS
def bool_minus_int(c):
    # SUB-BOOL: bool-kernels.py:[[@LINE+1]]:12: error: 'ts.sub' op Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.
    return 1 - (c > 5)


def bool_minus_bool(c):
    # SUB-BOOLS: bool-kernels.py:[[@LINE+1]]:12: error: 'ts.sub' op Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.
    return (c > 5) - (c < 2)
