# Tensor indexing: one select, slice or unsqueeze per component.
# Components after an ellipsis count dims from the back, right to left.
# RUN: tsc compile %s --entry forms --emit=ts | FileCheck %s
# RUN: not tsc compile %s --entry lone 2>&1 | FileCheck %s --check-prefix=LONE
# RUN: not tsc compile %s --entry two 2>&1 | FileCheck %s --check-prefix=TWO
# RUN: not tsc compile %s --entry advanced 2>&1 | FileCheck %s --check-prefix=ADVANCED
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


# ADVANCED: indexing.py:[[@LINE+2]]:14: error: indexing with a tensor (advanced indexing) is not supported yet: use torch.index_select, torch.gather or torch.where
def advanced(x, i):
    return x[i]

