# A `List[Tensor]` is a statically-sized aggregate: displays, `append` in
# straight-line code and in loops over a known range (unrolled), `chunk`
# and `split` give each element its own SSA value (and refined shape), so
# `torch.cat` sees the tensors themselves and no runtime list is built.
# RUN: tsc compile %s --entry grow --emit=ts | FileCheck %s --check-prefix=GROW
# RUN: tsc compile %s --entry chunked --emit=ts | FileCheck %s --check-prefix=CHUNK
# RUN: echo '{"entry": "chunked", "args": [{"tensor": {"dtype": "float32", "shape": [5], "data": [1, 2, 3, 4, 5]}}]}' > %t.ok.json
# RUN: tsc run %s --args %t.ok.json 2>/dev/null | FileCheck %s --check-prefix=CHUNK-OUT
# RUN: echo '{"entry": "chunked", "args": [{"tensor": {"dtype": "float32", "shape": [4], "data": [1, 2, 3, 4]}}]}' > %t.short.json
# RUN: not tsc run %s --args %t.short.json 2>&1 | FileCheck %s --check-prefix=CHUNK-SHORT
# RUN: echo '{"entry": "while_grows", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 2]}' > %t.grows.json
# RUN: tsc run %s --args %t.grows.json 2>/dev/null | FileCheck %s --check-prefix=WHILE-GROWS
# RUN: echo '{"entry": "branch_grows", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, true]}' > %t.branch.json
# RUN: tsc run %s --args %t.branch.json 2>/dev/null | FileCheck %s --check-prefix=BRANCH-GROWS
# RUN: not tsc compile %s --entry list_param 2>&1 | FileCheck %s --check-prefix=LIST-PARAM
# RUN: tsc compile %s --entry calls_list_param --emit=ts | FileCheck %s --check-prefix=INLINED
# RUN: not tsc compile %s --entry calls_mutating 2>&1 | FileCheck %s --check-prefix=MUTATING
# RUN: echo '{"entry": "runtime_index", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.index.json
# RUN: not tsc compile %s --args %t.index.json --emit=linalg 2>&1 | FileCheck %s --check-prefix=RUNTIME-INDEX
# RUN: not tsc compile %s --entry static_out_of_range 2>&1 | FileCheck %s --check-prefix=OUT-OF-RANGE
# RUN: echo '{"entry": "unknown_range", "args": [{"tensor": {"dtype": "float32", "shape": [1], "data": [3]}}, 2]}' > %t.range.json
# RUN: tsc run %s --args %t.range.json 2>/dev/null | FileCheck %s --check-prefix=UNKNOWN-RANGE
# RUN: not tsc compile %s --entry wrong_element 2>&1 | FileCheck %s --check-prefix=WRONG-ELEMENT
# RUN: tsc compile %s --entry dict_branch --emit=ts | FileCheck %s --check-prefix=DICT-BRANCH
# RUN: echo '{"entry": "split_unpacked", "args": [{"tensor": {"dtype": "float32", "shape": [5], "data": [1, 2, 3, 4, 5]}}]}' > %t.split.json
# RUN: not tsc run %s --args %t.split.json 2>&1 | FileCheck %s --check-prefix=SPLIT-COUNT
# RUN: tsc compile %s --entry split_not_unpacked --emit=ts | FileCheck %s --check-prefix=SPLIT-PROVISIONAL
# RUN: echo '{"entry": "split_not_unpacked", "args": [{"tensor": {"dtype": "float32", "shape": [5], "data": [1, 2, 3, 4, 5]}}]}' > %t.split-list.json
# RUN: tsc compile %s --args %t.split-list.json --emit=ts | FileCheck %s --check-prefix=SPLIT-LIST
# RUN: tsc run %s --args %t.split-list.json 2>/dev/null | FileCheck %s --check-prefix=SPLIT-LIST-OUT
# RUN: not tsc compile %s --entry dict_missing 2>&1 | FileCheck %s --check-prefix=DICT-MISSING
import torch
from typing import List


# GROW-LABEL: func.func @grow
# GROW-COUNT-3: ts.mul
# GROW-NOT: ts.list
# GROW: ts.cat
def grow(x: torch.Tensor) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    for i in range(3):
        xs.append(x * i)
    return torch.cat(xs)


# CHUNK-LABEL: func.func @chunked
# CHUNK: ts.chunk %arg0 {chunks = 3 : i64, dim = 0 : i64, index = 0 : i64{{.*}}}
# CHUNK: ts.chunk %arg0 {chunks = 3 : i64, dim = 0 : i64, index = 1 : i64}
# CHUNK: ts.chunk %arg0 {chunks = 3 : i64, dim = 0 : i64, index = 2 : i64}
# CHUNK-OUT: {"tensor":{"dtype":"float32","shape":[5],"data":[5.0,3.0,4.0,1.0,2.0]}}
# A dim too small for 3 chunks makes fewer (4 into two of 2).
# CHUNK-SHORT: tensor-lists.py:[[@LINE+2]]:5: error: expected 3 values to unpack, got 2
def chunked(x: torch.Tensor) -> torch.Tensor:
    a, b, c = torch.chunk(x, 3)
    return torch.cat([c, b, a])


# A length only known at run time makes the list a runtime list
# (runtime-tensor-lists.py); `torch.cat` of it has a size known only at
# run time (list-cat.py).
# WHILE-GROWS: {"tensor":{"dtype":"float32","shape":[6],"data":[1.0,2.0,1.0,2.0,1.0,2.0]}}
def while_grows(x: torch.Tensor, n: int) -> torch.Tensor:
    xs = [x]
    i = 0
    while i < n:
        xs.append(x)
        i += 1
    return torch.cat(xs)


# BRANCH-GROWS: {"tensor":{"dtype":"float32","shape":[2,2],"data":[1.0,2.0,1.0,2.0]}}
def branch_grows(x: torch.Tensor, c: bool) -> torch.Tensor:
    xs = [x]
    if c:
        xs.append(x)
    return torch.stack(xs)


# An entry takes a List[Tensor] flattened following its example input
# (entry-inputs.py), so without one it is an error; a function called from
# script code takes one too: each call inlines it (the list's length is
# known there).
# LIST-PARAM: tensor-lists.py:[[@LINE+1]]:20: error: parameter `xs` of type `List[Tensor]` is flattened following its example input, which must be a non-empty list of tensors (give one with --args)
def list_param(xs: List[torch.Tensor]) -> torch.Tensor:
    return xs[0]


# INLINED-LABEL: func.func @calls_list_param
# INLINED-NOT: call @list_param
# INLINED: return %arg0
def calls_list_param(x: torch.Tensor) -> torch.Tensor:
    return list_param([x, x])


def appends(xs: List[torch.Tensor]) -> int:
    xs.append(xs[0])
    return len(xs)


def calls_mutating(x: torch.Tensor) -> int:
    n = appends([x, x])  # a temporary: the change is not observable
    xs = [x]
    # MUTATING: tensor-lists.py:[[@LINE+1]]:20: error: `appends` changes its argument `xs`, which is not supported yet (the change would not reach `xs` here)
    return appends(xs) + n


# Read at a run-time index, the list is a runtime list there, whose
# tensors must have one dtype and rank (runtime-tensor-lists.py).
def runtime_index(x: torch.Tensor) -> torch.Tensor:
    xs = [x, x.sum()]
    # RUNTIME-INDEX: tensor-lists.py:[[@LINE+1]]:12: error: backend contract: result #0 of 'ts.list_get' has type !ts.tensor<*,f32>; its dtype and shape must be known (the tensors of a List[Tensor] read at a run-time index, or whose length is only known at run time, must all have one dtype and rank)
    return xs[int(x.argmax())]


def static_out_of_range(x: torch.Tensor) -> torch.Tensor:
    xs = [x, x + 1]
    # OUT-OF-RANGE: tensor-lists.py:[[@LINE+1]]:12: error: IndexError: list index 2 is out of range (the list has 2 elements)
    return xs[2]


# UNKNOWN-RANGE: {"tensor":{"dtype":"float32","shape":[2],"data":[3.0,3.0]}}
def unknown_range(x: torch.Tensor, n: int) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    for i in range(n):
        xs.append(x)
    return torch.cat(xs)


def wrong_element(x: torch.Tensor) -> torch.Tensor:
    xs = [x]
    # WRONG-ELEMENT: tensor-lists.py:[[@LINE+1]]:15: error: a List[Tensor] cannot hold a value of type int
    xs.append(1)
    return xs[0]


# A Dict[str, Tensor] is the same kind of aggregate, keyed by strings known
# at compile time; keys that differ between branches make it a runtime
# dict (of boxed tensors), as a length does for a list.
# DICT-BRANCH-LABEL: func.func @dict_branch
# DICT-BRANCH: scf.if
# DICT-BRANCH: ts.dict_new
# DICT-BRANCH-COUNT-2: ts.dict_set
# DICT-BRANCH: ts.dict_new
# DICT-BRANCH: ts.dict_set
# DICT-BRANCH: ts.dict_get {{.*}} : !ts.dict<!ts.str, !ts.tensor>, !ts.str -> !ts.tensor
def dict_branch(x: torch.Tensor, c: bool) -> torch.Tensor:
    d = {"a": x}
    if c:
        d["b"] = x
    return d["a"]


def dict_missing(x: torch.Tensor) -> torch.Tensor:
    d = {"a": x}
    # DICT-MISSING: tensor-lists.py:[[@LINE+1]]:14: error: KeyError: 'b' is not a key of this dict
    return d["b"]


# split with an int size: its number of parts comes from the unpacking
# targets and is checked once the shape is known.
def split_unpacked(x: torch.Tensor) -> torch.Tensor:
    # SPLIT-COUNT: tensor-lists.py:[[@LINE+1]]:12: error: split(): a dim of size 5 splits into 3 parts of 2, but 2 values are unpacked
    a, b = x.split(2)
    return a


# With an int size, the number of parts follows the dim's size: a first
# import gets a provisional number, the first part marked for the driver,
# which refines it, reads the size and imports again.
# SPLIT-PROVISIONAL: ts.split_part %{{.*}} {count = 32 : i64, dim = 0 : i64, index = 0 : i64, marked_in = "split_not_unpacked", size = 2 : i64, split_at = {{[0-9]+}} : i64}
# SPLIT-LIST-COUNT-3: ts.split_part %{{.*}} {count = 3 : i64
# SPLIT-LIST-NOT: split_at
# SPLIT-LIST-OUT: {"tuple":[3,{"tensor":{"dtype":"float32","shape":[1],"data":[5.0]}}]}
def split_not_unpacked(x: torch.Tensor):
    parts = x.split(2)
    return len(parts), parts[-1]

