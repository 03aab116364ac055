# In-place ops whose input shares memory with what they write, as PyTorch
# checks them (ts-check-overlaps): a partial overlap of two dense views
# raises when the op runs; scatters and index puts refuse any overlap;
# the same memory element for element, or apart, computes; views with gaps
# that read what another position writes (an order-dependent result in
# PyTorch) are a compile-time error (once shapes are known).
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, 0]' > %t.0.json
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, 1]' > %t.1.json
# RUN: not tsc run %s --entry unsqueezed --args %t.1.json 2>&1 | FileCheck %s --check-prefix=UNSQUEEZED
# RUN: tsc run %s --entry unsqueezed --args %t.0.json 2>/dev/null | FileCheck %s --check-prefix=UNTAKEN
# RUN: not tsc run %s --entry shifted_copy --args %t.1.json 2>&1 | FileCheck %s --check-prefix=SHIFTED
# RUN: not tsc run %s --entry index_add_self --args %t.1.json 2>&1 | FileCheck %s --check-prefix=INDEX-ADD
# RUN: not tsc run %s --entry put_self --args %t.1.json 2>&1 | FileCheck %s --check-prefix=PUT
# RUN: tsc run %s --entry apart --args %t.1.json 2>/dev/null | FileCheck %s --check-prefix=APART
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}]' > %t.x.json
# RUN: not tsc run %s --entry gaps --args %t.x.json 2>&1 | FileCheck %s --check-prefix=GAPS
# RUN: not tsc run %s --entry expanded_row --args %t.x.json 2>&1 | FileCheck %s --check-prefix=EXPANDED
# RUN: not tsc run %s --entry part_copy --args %t.x.json 2>&1 | FileCheck %s --check-prefix=PART-COPY
# RUN: tsc run %s --entry not_checked --args %t.x.json 2>/dev/null | FileCheck %s --check-prefix=NOT-CHECKED
# RUN: not tsc run %s --entry of_parameter --args %t.x.json 2>&1 | FileCheck %s --check-prefix=PARAMETER
# RUN: not tsc run %s --entry flat_clone --args %t.x.json 2>&1 | FileCheck %s --check-prefix=FLAT-CLONE
# RUN: not tsc run %s --entry carried --args %t.1.json 2>&1 | FileCheck %s --check-prefix=CARRIED
# RUN: tsc run %s --entry carried_strided --args %t.1.json 2>/dev/null | FileCheck %s --check-prefix=CARRIED-STRIDED
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [5, 1], "data": [1, 2, 3, 4, 5]}}]' > %t.rows.json
# RUN: not tsc run %s --entry row_by_size --args %t.rows.json 2>&1 | FileCheck %s --check-prefix=ROW-BY-SIZE
import torch


def unsqueezed(x: torch.Tensor, c: int) -> torch.Tensor:
    a = x.clone()
    if c == 1:
        v = a[None]
        # UNSQUEEZED: memory-overlap.py:[[@LINE+1]]:9: error: RuntimeError: unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.
        v *= a
    return a


# UNTAKEN: {"tensor":{"dtype":"float32","shape":[2,3],"data":[1.0,2.0,3.0,4.0,5.0,6.0]}}


def shifted_copy(x: torch.Tensor, c: int) -> torch.Tensor:
    a = x.clone()
    f = a.view(-1)
    # SHIFTED: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    f[0:2] = f[1:3]
    return a


def index_add_self(x: torch.Tensor, c: int) -> torch.Tensor:
    a = x.clone()
    # INDEX-ADD: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    a.index_add_(1, torch.tensor([0, 1, 0]), a)
    return a


def put_self(x: torch.Tensor, c: int) -> torch.Tensor:
    a = x.clone()
    # PUT: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    a[torch.tensor([1, 0])] = a
    return a


# Rows apart, the same memory, a copy: all compute.
# APART: {"tensor":{"dtype":"float32","shape":[2,3],"data":[10.0,14.0,18.0,4.0,5.0,6.0]}}
def apart(x: torch.Tensor, c: int) -> torch.Tensor:
    a = x.clone()
    a[0] += a[1]
    a.add_(a.t().t())
    f = a.view(-1)
    f[3:] = f[:3].clone()
    f[3:] = f[:3] * 0 + x[1]
    return a


def gaps(x: torch.Tensor) -> torch.Tensor:
    a = x.clone()
    # GAPS: memory-overlap.py:[[@LINE+1]]:5: error: this in-place op reads elements that it also writes at other positions (views with gaps or out of order); PyTorch's result depends on the order its kernel writes them, which is not supported: clone() the input first
    a[:, 1:] += a[:, :-1]
    return a


# Each row reads the first, which the first row's positions wrote before.
def expanded_row(x: torch.Tensor) -> torch.Tensor:
    a = x.clone()
    # EXPANDED: memory-overlap.py:[[@LINE+1]]:5: error: this in-place op reads elements that it also writes
    a.add_(a[0].expand(2, 3))
    return a


# An in-place method on a part writes that part.
def part_copy(x: torch.Tensor) -> torch.Tensor:
    a = x.clone()
    # PART-COPY: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    a[0:1].copy_(a.view(-1)[1:4].view(1, 3))
    return a


# What PyTorch runs: an index put with ints too puts into the part they
# make (`a[0]`, apart from `a[1]`); `fill_` copies an aliasing value
# first; reading ahead of the writes sees old values; an index put of one
# value may fill a mask, unchecked.
# NOT-CHECKED: {"tensor":{"dtype":"float32","shape":[2,3],"data":[10.0,10.0,5.0,9.0,11.0,6.0]}}
def not_checked(x: torch.Tensor) -> torch.Tensor:
    a = x.clone()
    a[0, torch.tensor([0, 2])] = a[1, :2]
    a[0].fill_(a[1, 1])
    a[:, :-1] += a[:, 1:]
    a[a > 100] = a[1, 2]
    return a


# The entry's parameter, and a reshape of a clone, are laid out
# contiguously, so views of them are checked too.
def of_parameter(x: torch.Tensor) -> torch.Tensor:
    v = x[None]
    # PARAMETER: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    v += x
    return x


def flat_clone(x: torch.Tensor) -> torch.Tensor:
    f = x.clone().view(-1)
    # FLAT-CLONE: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    f[0:2].add_(f[1:3])
    return f


# A loop's or branch's value that an op made on every path is laid out
# contiguously too; one a transpose made on some path may not be (its
# flatten copies then), and is not checked.
def carried(x: torch.Tensor, n: int) -> torch.Tensor:
    a = torch.zeros_like(x[0])
    for r in x:
        a = a + r
    if n > 0:
        b = a * 2
    else:
        b = a
    # CARRIED: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    b[None, :] = b.flatten()[:1]
    return b


# CARRIED-STRIDED: {"tensor":{"dtype":"float32","shape":[3,2],"data":[1.0,1.0,1.0,1.0,1.0,1.0]}}
def carried_strided(x: torch.Tensor, n: int) -> torch.Tensor:
    a = x.clone()
    for i in range(n):
        a = a.t()
    a[None, :] = a.flatten()[:1]
    return a


# A row picked by an int the import does not know (a size): the row
# partially overlaps the tensor whichever row it is.
def row_by_size(a: torch.Tensor) -> torch.Tensor:
    n = a.shape[-1]
    row = a[n]
    # ROW-BY-SIZE: memory-overlap.py:[[@LINE+1]]:5: error: RuntimeError: unsupported operation: some elements
    a += row
    return a
