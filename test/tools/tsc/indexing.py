# Tensor indexing: one select, slice or unsqueeze per component.
# Components after an ellipsis count dims from the back, right to left.
# RUN: tsc compile %s --entry forms --emit=ts | FileCheck %s
# RUN: not tsc compile %s --entry lone 2>&1 | FileCheck %s --check-prefix=LONE
# RUN: not tsc compile %s --entry two 2>&1 | FileCheck %s --check-prefix=TWO
# RUN: tsc compile %s --entry advanced --emit=ts | FileCheck %s --check-prefix=ADVANCED
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3, 4], "data": [0,1,2,3,4,5,6,7,8,9,10,11]}}, {"tensor": {"dtype": "int64", "shape": [2], "data": [2, -3]}}]' > %t.adv.json
# RUN: tsc run %s --entry advanced --args %t.adv.json 2>/dev/null | FileCheck %s --check-prefix=ADV-OUT
# RUN: tsc run %s --entry mask --args %t.adv.json 2>/dev/null | FileCheck %s --check-prefix=MASK
# RUN: not tsc run %s --entry out_of_range --args %t.adv.json 2>&1 | FileCheck %s --check-prefix=RANGE
# RUN: not tsc compile %s --entry after_ellipsis 2>&1 | FileCheck %s --check-prefix=ELLIPSIS
# RUN: not tsc compile %s --entry store_mixed 2>&1 | FileCheck %s --check-prefix=STORE-MIXED
# RUN: tsc compile %s --entry two_tensors --emit=ts | FileCheck %s --check-prefix=TWO-TENSORS
# RUN: tsc run %s --entry two_tensors --args %t.adv.json 2>/dev/null | FileCheck %s --check-prefix=TWO-OUT
# RUN: not tsc run %s --entry two_tensors_outside --args %t.adv.json 2>&1 | FileCheck %s --check-prefix=TWO-RANGE
# RUN: tsc run %s --entry mask_put --args %t.adv.json 2>/dev/null | FileCheck %s --check-prefix=MASK-PUT
# RUN: not tsc run %s --entry mask_put_mismatch --args %t.adv.json 2>&1 | FileCheck %s --check-prefix=MASK-MISMATCH
# RUN: not tsc run %s --entry mask_put_wrong_shape --args %t.adv.json 2>&1 | FileCheck %s --check-prefix=MASK-SHAPE
# RUN: not tsc compile %s --entry row_too_wide --emit linalg 2>&1 | FileCheck %s --check-prefix=ROW-WIDE
# RUN: not tsc compile %s --entry copy_grows_none --emit linalg 2>&1 | FileCheck %s --check-prefix=COPY-NONE
# RUN: not tsc compile %s --entry copy_grows_ellipsis --emit linalg 2>&1 | FileCheck %s --check-prefix=COPY-ELLIPSIS
# RUN: not tsc compile %s --entry copy_grows_0d --emit linalg 2>&1 | FileCheck %s --check-prefix=COPY-0D
# RUN: not tsc compile %s --entry copy_method_grows --emit linalg 2>&1 | FileCheck %s --check-prefix=COPY-METHOD
# RUN: not tsc compile %s --entry expand_as_grows --emit linalg 2>&1 | FileCheck %s --check-prefix=EXPAND-AS
# RUN: not tsc compile %s --entry copy_of_number 2>&1 | FileCheck %s --check-prefix=COPY-NUMBER
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3, 4], "data": [0,1,2,3,4,5,6,7,8,9,10,11]}}]' > %t.mask.json
# RUN: not tsc run %s --entry copy_grows_run_time --args %t.mask.json 2>&1 | FileCheck %s --check-prefix=COPY-LATE
# RUN: not tsc run %s --entry store_mask_after_slice --args %t.adv.json 2>&1 | FileCheck %s --check-prefix=STORE-MASK-SHAPE
# RUN: tsc run %s --entry store_rows_2d_after_slice --args %t.adv.json 2>/dev/null | FileCheck %s --check-prefix=STORE-2D
# RUN: not tsc run %s --entry store_mask_2d_followed --args %t.adv.json 2>&1 | FileCheck %s --check-prefix=STORE-MASK-2D
import torch


# CHECK-LABEL: func.func @forms
def forms(x):
    # CHECK: ts.select %{{.*}} {dim = 0 : i64, index = 1 : i64}
    # CHECK: ts.slice %{{.*}} {dim = 0 : i64, end = 3 : i64, start = 0 : i64, step = 2 : i64}
    # CHECK: ts.unsqueeze %{{.*}}, 1
    a = x[1, :3:2, None]
    # CHECK: ts.select %{{.*}} {dim = -1 : i64, index = 0 : i64}
    b = x[..., 0]
    # CHECK: ts.select %{{.*}} {dim = 0 : i64, index = 1 : i64}
    # CHECK: ts.unsqueeze %{{.*}}, -1
    # CHECK: ts.slice %{{.*}} {dim = -2 : i64, end = 9223372036854775807 : i64, start = 1 : i64}
    c = x[1, ..., 1:, None]
    # An index known only at run time selects through a 0-d index_select.
    # CHECK: scf.while
    # CHECK: ts.add %{{.*}}, %{{.*}} : !ts.tensor<[],i64>, i64 -> !ts.tensor
    # CHECK: ts.index_select
    # CHECK: ts.squeeze %{{.*}} {dim = 0 : i64}
    for i in range(2):
        c = c + x[i]
    return a, b, c


# LONE: indexing.py:[[@LINE+2]]:14: error: `x[...]` alone is not supported in TorchScript
def lone(x):
    return x[...]


# TWO: indexing.py:[[@LINE+2]]:19: error: an index can only have a single ellipsis ('...')
def two(x):
    return x[..., ...]


# Advanced indexing: an integer tensor (or a list of ints) at one position
# takes those entries along its dim (negative ones from the end); the other
# components apply first.
# ADVANCED-LABEL: func.func @advanced
# ADVANCED: ts.index_tensor %{{.*}}, %{{.*}} {dim = 0 : i64}
# ADVANCED: ts.literal dense<[0, 2]>
# ADVANCED: ts.index_tensor %{{.*}}, %{{.*}} {dim = 1 : i64}
# ADVANCED: ts.slice %{{.*}} {dim = 0 : i64, end = 9223372036854775807 : i64, start = 1 : i64}
# ADVANCED: ts.index_tensor %{{.*}}, %{{.*}} {dim = 1 : i64}
# ADV-OUT: {"tuple":[{"tensor":{"dtype":"float32","shape":[2,4],"data":[8.0,9.0,10.0,11.0,0.0,1.0,2.0,3.0]}},{"tensor":{"dtype":"float32","shape":[3,2],"data":[0.0,2.0,4.0,6.0,8.0,10.0]}},{"tensor":{"dtype":"float32","shape":[2,2],"data":[6.0,5.0,10.0,9.0]}}]}
def advanced(x, i):
    return x[i], x[:, [0, 2]], x[1:, i, ...]


# A bool mask's result has a size known only at run time.
# MASK: {"tensor":{"dtype":"float32","shape":[9],"data":[3.0,4.0,5.0,6.0,7.0,8.0,9.0,10.0,11.0]}}
def mask(x, i):
    return x[x > 2.0]


# `x[mask] = v` with a tensor: the selected positions take v's rows in
# order; v's row count must match how many the mask selects at run time.
# MASK-PUT: {"tensor":{"dtype":"float32","shape":[3,4],"data":[-0.0,-1.0,-2.0,-3.0,4.0,5.0,6.0,7.0,-8.0,-9.0,-10.0,-11.0]}}
def mask_put(x, i):
    y = x.clone()
    rows = x[:, 0] != 4.0
    y[rows] = -x[rows]
    return y


def mask_put_mismatch(x, i):
    y = x.clone()
    # MASK-MISMATCH: indexing.py:[[@LINE+1]]:5: error: RuntimeError: shape mismatch: value tensor of shape [2] cannot be broadcast to indexing result of shape [9]
    y[x > 2.0] = i.float()
    return y


def mask_put_wrong_shape(x, i):
    y = x.clone()
    # MASK-SHAPE: indexing.py:[[@LINE+1]]:5: error: RuntimeError: The shape of the mask [2] at index 0 does not match the shape of the indexed tensor [3, 4] at index 0
    y[i > 0] = x[0]
    return y


def out_of_range(x, i):
    # RANGE: indexing.py:[[@LINE+1]]:12: error: IndexError: index out of range: an index is outside [-3, 3) for dimension 0 with size 3
    return x[i + 5]


def after_ellipsis(x, i):
    # ELLIPSIS: indexing.py:[[@LINE+1]]:19: error: Ellipses followed by tensor indexing is currently not supported
    return x[..., i]


def store_mixed(x, i):
    y = x.clone()
    # STORE-MIXED: indexing.py:[[@LINE+1]]:10: error: assignment through several tensor (or list) indices together with other index components: not supported yet
    y[0, i, i] = 1.0
    return y


# Several tensor indices broadcast together; each is checked against its
# dim and wrapped, and the dims they index are flattened and read at the
# linear position. Apart (a slice between them), their dims come first.
# TWO-TENSORS-LABEL: func.func @two_tensors
# TWO-TENSORS: ts.where
# TWO-TENSORS: ts.mul
# TWO-TENSORS: ts.flatten %{{.*}} {end_dim = 1 : i64}
# TWO-TENSORS: ts.index_tensor %{{.*}}, %{{.*}} {dim = 0 : i64}
# TWO-TENSORS: ts.movedim %{{.*}} {destination = array<i64: 0, 1>, source = array<i64: 0, 2>}
# TWO-OUT: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[10.0,1.0]}},{"tensor":{"dtype":"float32","shape":[2,3],"data":[10.0,10.0,10.0,1.0,1.0,1.0]}}]}
def two_tensors(x, i):
    return x[i, i], x.unsqueeze(1).expand(-1, 3, -1)[i, :, i]


def two_tensors_outside(x, i):
    # TWO-RANGE: indexing.py:[[@LINE+1]]:12: error: IndexError: index out of range: an index is outside [-size, size) for dimension 1 of the indexed ones
    return x[i, i + 2]



def row_too_wide():
    y = torch.zeros(2, 4)
    # ROW-WIDE: indexing.py:[[@LINE+1]]:5: error: output with shape [4] doesn't match the broadcast shape [1, 4]
    y[0] = torch.ones(1, 4)
    return y


# TorchScript stores through `None` and `...` with `copy_`, which grows no
# dim (eager PyTorch drops the leading 1s); so do `copy_` and `expand_as`.
def copy_grows_none():
    y = torch.zeros(4)
    # COPY-NONE: indexing.py:[[@LINE+1]]:5: error: output with shape [1, 4] doesn't match the broadcast shape [1, 1, 4]
    y[None] = torch.ones(1, 1, 4)
    return y


def copy_grows_ellipsis():
    y = torch.zeros(4)
    # COPY-ELLIPSIS: indexing.py:[[@LINE+1]]:5: error: output with shape [4] doesn't match the broadcast shape [1, 4]
    y[...] = torch.ones(1, 4)
    return y


def copy_grows_0d():
    z = torch.zeros(())
    # COPY-0D: indexing.py:[[@LINE+1]]:5: error: output with shape [1] doesn't match the broadcast shape [1, 1]
    z[None] = torch.ones(1, 1)
    return z


def copy_method_grows():
    y = torch.zeros(4)
    # COPY-METHOD: indexing.py:[[@LINE+1]]:5: error: output with shape [4] doesn't match the broadcast shape [2, 4]
    y.copy_(torch.ones(2, 4))
    return y


def copy_of_number():
    y = torch.zeros(4)
    # COPY-NUMBER: indexing.py:[[@LINE+1]]:13: error: copy_() takes one tensor (its source), not int
    y.copy_(3)
    return y


def expand_as_grows():
    # EXPAND-AS: indexing.py:[[@LINE+1]]:12: error: output with shape [2, 1] doesn't match the broadcast shape [2, 3]
    return torch.ones(3).expand_as(torch.ones(2, 1))


def copy_grows_run_time(x):
    m = x[x > 3]
    # COPY-LATE: indexing.py:[[@LINE+1]]:5: error: RuntimeError: The size of a tensor, known only at run time, must match the size 5 at non-singleton dimension 0
    m[...] = torch.ones(5)
    return m


# One index tensor among other components of an assignment: a mask whose
# shape differs from the dims it takes is PyTorch's error (its first
# differing dim named); an integer index of 2 dims puts its entries in
# order; a mask of several dims followed by other components is not
# supported yet.
def store_mask_after_slice(x, i):
    y = x.clone()
    # STORE-MASK-SHAPE: indexing.py:[[@LINE+1]]:5: error: RuntimeError: The shape of the mask [3] at index 0 does not match the shape of the indexed tensor [3, 4] at index 1
    y[:, x[:, 0] > 0] = 1.0
    return y


def store_rows_2d_after_slice(x, i):
    y = x.clone()
    # STORE-2D: {"tensor":{"dtype":"float32","shape":[3,4],"data":[0.0,1.0,1.0,3.0,4.0,1.0,1.0,7.0,8.0,1.0,1.0,11.0]}}
    y[:, i.reshape(1, 2)] = 1.0
    return y


def store_mask_2d_followed(x, i):
    y = x.clone()
    # STORE-MASK-2D: indexing.py:[[@LINE+1]]:5: error: RuntimeError: an assignment through a mask of several dims followed by other index components is not supported yet
    y[None, x > 2, 0] = 1.0
    return y
