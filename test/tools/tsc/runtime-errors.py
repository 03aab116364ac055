# Runtime errors stop the call and come back from `tsc run` as a located
# error with exit status 1: `raise`, a failed `assert`, and a multi-element
# tensor converted to a Python scalar. The compiled code calls the
# runtime's `ts_rt_raise`, which unwinds to the caller.
# RUN: echo '{"entry": "checked", "args": [-1]}' > %t.neg.json
# RUN: not tsc run %s --args %t.neg.json 2>&1 | FileCheck %s --check-prefix=ASSERT
# RUN: echo '{"entry": "checked", "args": [50]}' > %t.big.json
# RUN: not tsc run %s --args %t.big.json 2>&1 | FileCheck %s --check-prefix=RAISE
# RUN: echo '{"entry": "checked", "args": [5]}' > %t.ok.json
# RUN: tsc run %s --args %t.ok.json 2>/dev/null | FileCheck %s --check-prefix=OK
# RUN: echo '{"entry": "bare", "args": [0]}' > %t.bare.json
# RUN: not tsc run %s --args %t.bare.json 2>&1 | FileCheck %s --check-prefix=BARE
# RUN: echo '{"entry": "item", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.item.json
# RUN: not tsc run %s --args %t.item.json 2>&1 | FileCheck %s --check-prefix=ITEM
# RUN: echo '{"entry": "index", "args": [[1, 2, 3], -4]}' > %t.index.json
# RUN: not tsc run %s --args %t.index.json 2>&1 | FileCheck %s --check-prefix=INDEX
# RUN: echo '{"entry": "index", "args": [[1, 2, 3], -3]}' > %t.index-ok.json
# RUN: tsc run %s --args %t.index-ok.json 2>/dev/null | FileCheck %s --check-prefix=INDEX-OK
# RUN: echo '{"entry": "key", "args": [{"dict": [["a", 1]]}, "b"]}' > %t.key.json
# RUN: not tsc run %s --args %t.key.json 2>&1 | FileCheck %s --check-prefix=KEY
# RUN: echo '{"entry": "int_key", "args": [{"dict": [[1, {"float": 1.5}]]}, -7]}' > %t.int-key.json
# RUN: not tsc run %s --args %t.int-key.json 2>&1 | FileCheck %s --check-prefix=INT-KEY
# RUN: echo '{"entry": "divide", "args": [7, 0]}' > %t.div.json
# RUN: not tsc run %s --args %t.div.json 2>&1 | FileCheck %s --check-prefix=DIV
# RUN: echo '{"entry": "truthy", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.truthy.json
# RUN: not tsc run %s --args %t.truthy.json 2>&1 | FileCheck %s --check-prefix=TRUTHY
# RUN: echo '{"entry": "tensor_divide", "args": [{"tensor": {"dtype": "int64", "shape": [3], "data": [7, 8, 9]}}, {"tensor": {"dtype": "int64", "shape": [3], "data": [2, 0, 1]}}]}' > %t.tdiv.json
# RUN: not tsc run %s --args %t.tdiv.json 2>&1 | FileCheck %s --check-prefix=TENSOR-DIV
# RUN: echo '{"entry": "tensor_divide", "args": [{"tensor": {"dtype": "int64", "shape": [3], "data": [7, 8, 9]}}, {"tensor": {"dtype": "int64", "shape": [3], "data": [2, 3, -4]}}]}' > %t.tdiv-ok.json
# RUN: tsc run %s --args %t.tdiv-ok.json 2>/dev/null | FileCheck %s --check-prefix=TENSOR-DIV-OK
# RUN: echo '{"entry": "select_rows", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, {"tensor": {"dtype": "int64", "shape": [2], "data": [2, 3]}}]}' > %t.sel.json
# RUN: not tsc run %s --args %t.sel.json 2>&1 | FileCheck %s --check-prefix=INDEX-SELECT
# RUN: echo '{"entry": "select_rows", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, {"tensor": {"dtype": "int64", "shape": [2], "data": [2, -1]}}]}' > %t.sel-neg.json
# RUN: not tsc run %s --args %t.sel-neg.json 2>&1 | FileCheck %s --check-prefix=INDEX-SELECT
# RUN: echo '{"entry": "gather_cols", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 3, 4]}}, {"tensor": {"dtype": "int64", "shape": [2, 1], "data": [1, 2]}}]}' > %t.gather.json
# RUN: not tsc run %s --args %t.gather.json 2>&1 | FileCheck %s --check-prefix=GATHER
# RUN: echo '{"entry": "select_of_0d", "args": [{"tensor": {"dtype": "float32", "shape": [], "data": [1]}}]}' > %t.sel0.json
# RUN: not tsc run %s --args %t.sel0.json 2>&1 | FileCheck %s --check-prefix=SELECT-0D
# RUN: echo '{"entry": "gather_rank", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 3, 4]}}]}' > %t.gather-rank.json
# RUN: not tsc run %s --args %t.gather-rank.json 2>&1 | FileCheck %s --check-prefix=GATHER-RANK
# RUN: echo '{"entry": "row", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, 3]}' > %t.row.json
# RUN: not tsc run %s --args %t.row.json 2>&1 | FileCheck %s --check-prefix=ROW
# RUN: echo '{"entry": "row", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, -3]}' > %t.row-ok.json
# RUN: tsc run %s --args %t.row-ok.json 2>/dev/null | FileCheck %s --check-prefix=ROW-OK
# RUN: echo '{"entry": "store_row", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, -4]}' > %t.store.json
# RUN: not tsc run %s --args %t.store.json 2>&1 | FileCheck %s --check-prefix=STORE
# RUN: tsc compile %s --entry checked --emit=ts | FileCheck %s --check-prefix=IR
# RUN: tsc compile %s --entry checked --args %t.ok.json --emit=llvm | FileCheck %s --check-prefix=LLVM
# RUN: not tsc compile %s --entry bad_message 2>&1 | FileCheck %s --check-prefix=MSG
# RUN: not tsc compile %s --entry bad_class 2>&1 | FileCheck %s --check-prefix=CLASS
# RUN: echo '{"entry": "calls_unused", "args": [true]}' > %t.unused.json
# RUN: tsc compile %s --entry computed_messages --emit=ts | FileCheck %s --check-prefix=MESSAGE-IR
# RUN: echo '{"entry": "computed_messages", "args": [-3]}' > %t.assert-msg.json
# RUN: not tsc run %s --args %t.assert-msg.json 2>&1 | FileCheck %s --check-prefix=ASSERT-MSG
# RUN: echo '{"entry": "computed_messages", "args": [200]}' > %t.raise-msg.json
# RUN: not tsc run %s --args %t.raise-msg.json 2>&1 | FileCheck %s --check-prefix=RAISE-MSG
# RUN: echo '{"entry": "computed_messages", "args": [5]}' > %t.no-msg.json
# RUN: tsc run %s --args %t.no-msg.json 2>/dev/null | FileCheck %s --check-prefix=NO-MSG
# RUN: not tsc run %s --args %t.unused.json 2>&1 | FileCheck %s --check-prefix=UNUSED
# RUN: echo '{"entry": "parse", "args": [["12", "1x"]]}' > %t.parse.json
# RUN: not tsc run %s --args %t.parse.json 2>&1 | FileCheck %s --check-prefix=PARSE
# RUN: echo '{"entry": "parse", "args": [["12", " 3", "+ 1"]]}' > %t.stoll.json
# RUN: not tsc run %s --args %t.stoll.json 2>&1 | FileCheck %s --check-prefix=STOLL
# RUN: echo '{"entry": "parse_float", "args": ["1e999"]}' > %t.stod.json
# RUN: not tsc run %s --args %t.stod.json 2>&1 | FileCheck %s --check-prefix=STOD
# RUN: echo '{"entry": "parse_float", "args": ["1.5 "]}' > %t.stodtail.json
# RUN: not tsc run %s --args %t.stodtail.json 2>&1 | FileCheck %s --check-prefix=STODTAIL
# RUN: echo '{"entry": "factorial", "args": [{"tensor": {"dtype": "int64", "shape": [], "data": [-2]}}]}' > %t.fact.json
# RUN: not tsc run %s --args %t.fact.json 2>&1 | FileCheck %s --check-prefix=FACTORIAL
# RUN: echo '{"entry": "windows", "args": [{"tensor": {"dtype": "float32", "shape": [5], "data": [1, 2, 3, 4, 5]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [5]}}]}' > %t.window.json
# RUN: not tsc run %s --args %t.window.json 2>&1 | FileCheck %s --check-prefix=WINDOW
# RUN: echo '{"entry": "scatter_at", "args": [{"tensor": {"dtype": "int64", "shape": [2], "data": [0, 3]}}]}' > %t.scatter.json
# RUN: not tsc run %s --args %t.scatter.json 2>&1 | FileCheck %s --check-prefix=SCATTER
# RUN: echo '{"entry": "zipped", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, [{"float": 1.0}, {"float": 2.0}]]}' > %t.zip.json
# RUN: not tsc run %s --args %t.zip.json 2>&1 | FileCheck %s --check-prefix=ZIP
# RUN: echo '{"entry": "zipped", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, [{"float": 1.0}, {"float": 2.0}, {"float": 3.0}, {"float": 4.0}]]}' > %t.zip-ok.json
# RUN: tsc run %s --args %t.zip-ok.json 2>/dev/null | FileCheck %s --check-prefix=ZIP-OK
# RUN: echo '{"entry": "run_time_sizes", "args": [{"tensor": {"dtype": "float32", "shape": [4], "data": [1, 2, 3, 4]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [0]}}]}' > %t.sizes.json
# RUN: not tsc run %s --args %t.sizes.json 2>&1 | FileCheck %s --check-prefix=SIZES
# RUN: echo '{"entry": "run_time_sizes", "args": [{"tensor": {"dtype": "float32", "shape": [4], "data": [1, 2, 3, 4]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [1]}}]}' > %t.sizes-one.json
# RUN: tsc run %s --args %t.sizes-one.json 2>/dev/null | FileCheck %s --check-prefix=SIZES-ONE
# RUN: echo '{"entry": "run_time_sizes", "args": [{"tensor": {"dtype": "float32", "shape": [4], "data": [1, 2, 3, 4]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [2]}}]}' > %t.sizes-ok.json
# RUN: tsc run %s --args %t.sizes-ok.json 2>/dev/null | FileCheck %s --check-prefix=SIZES-OK
# RUN: echo '{"entry": "zero_to_negative_power", "args": [{"float": 0.0}]}' > %t.pow.json
# RUN: not tsc run %s --args %t.pow.json 2>&1 | FileCheck %s --check-prefix=POW
# RUN: echo '{"entry": "ragged", "args": [[[1, 2], [3]]]}' > %t.ragged.json
# RUN: not tsc run %s --args %t.ragged.json 2>&1 | FileCheck %s --check-prefix=RAGGED
# RUN: echo '{"entry": "ragged", "args": [[[1, 2], [3, 4]]]}' > %t.ragged-ok.json
# RUN: tsc run %s --args %t.ragged-ok.json 2>/dev/null | FileCheck %s --check-prefix=RAGGED-OK
# RUN: echo '{"entry": "bad_view", "args": [{"tensor": {"dtype": "float32", "shape": [4], "data": [1, 2, 3, 4]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [3]}}]}' > %t.view.json
# RUN: not tsc run %s --args %t.view.json 2>&1 | FileCheck %s --check-prefix=VIEW
# RUN: echo '{"entry": "bad_matmul", "args": [{"tensor": {"dtype": "float32", "shape": [4, 4], "data": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [3]}}]}' > %t.matmul.json
# RUN: not tsc run %s --args %t.matmul.json 2>&1 | FileCheck %s --check-prefix=MATMUL
# RUN: echo '{"entry": "sized", "args": [{"tensor": {"dtype": "int64", "shape": [], "data": [-2]}}]}' > %t.sized.json
# RUN: not tsc run %s --args %t.sized.json 2>&1 | FileCheck %s --check-prefix=SIZED
# RUN: echo '{"entry": "ranged", "args": [{"tensor": {"dtype": "int64", "shape": [], "data": [-2]}}]}' > %t.ranged.json
# RUN: not tsc run %s --args %t.ranged.json 2>&1 | FileCheck %s --check-prefix=RANGED
# RUN: echo '{"entry": "gather_run_time", "args": [{"tensor": {"dtype": "float32", "shape": [4], "data": [1, 2, 3, 4]}}, {"tensor": {"dtype": "int64", "shape": [], "data": [2]}}]}' > %t.gather-rt.json
# RUN: not tsc run %s --args %t.gather-rt.json 2>&1 | FileCheck %s --check-prefix=GATHER-RT
# RUN: echo '{"entry": "accumulate_out_of_bounds", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [0, 0, 0, 0]}}, {"tensor": {"dtype": "int64", "shape": [2], "data": [1, 0]}}, {"tensor": {"dtype": "int64", "shape": [2], "data": [0, -3]}}]}' > %t.accumulate.json
# RUN: not tsc run %s --args %t.accumulate.json 2>&1 | FileCheck %s --check-prefix=ACCUMULATE
# RUN: echo '{"entry": "item_run_time", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 5, 6]}}]}' > %t.item-rt.json
# RUN: not tsc run %s --args %t.item-rt.json 2>&1 | FileCheck %s --check-prefix=ITEM-RT
# RUN: echo '{"entry": "pop_first", "args": [{"dict": []}]}' > %t.popitem.json
# RUN: not tsc run %s --args %t.popitem.json 2>&1 | FileCheck %s --check-prefix=POPITEM
import math
import torch
from typing import Dict, List, Tuple


# IR-LABEL: func.func @checked
# IR: scf.if %{{.*}} {
# IR-NEXT: } else {
# IR-NEXT: ts.raise "AssertionError: n must be non-negative"
# IR: ts.raise "ValueError: n is too large"
# The message, with its location, is a constant string.
# LLVM: llvm.call @ts_rt_raise
# LLVM-DAG: llvm.func @ts_rt_raise(!llvm.ptr)
# LLVM-DAG: llvm.mlir.global internal constant @__ts_str_{{.*}}("{{.*}}runtime-errors.py:[[#@LINE+3]]:5: error: AssertionError: n must be non-negative\00")
def checked(n: int) -> int:
    # ASSERT: runtime-errors.py:[[@LINE+1]]:5: error: AssertionError: n must be non-negative
    assert n >= 0, "n must be non-negative"
    total = 0
    for i in range(n):
        total += i
        if total > 100:
            # RAISE: runtime-errors.py:[[@LINE+1]]:13: error: ValueError: n is too large
            raise ValueError("n is too large")
    return total
# OK: {{^}}10{{$}}


def bare(n: int) -> int:
    if n == 0:
        # BARE: runtime-errors.py:[[@LINE+1]]:9: error: RuntimeError{{$}}
        raise RuntimeError
    return n


def item(x: torch.Tensor) -> float:
    # ITEM: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: a Tensor with 2 elements cannot be converted to Scalar
    return float(x)


def bad_message(n: int) -> int:
    # MSG: runtime-errors.py:[[@LINE+1]]:19: error: an exception message must be a str, not int
    assert n > 0, n
    return n


def bad_class(n: int) -> int:
    # CLASS: runtime-errors.py:[[@LINE+1]]:11: error: only builtin exception classes (ValueError, RuntimeError, ...) can be raised
    raise MyError("x")


# INDEX-OK: {{^}}1{{$}}
def index(xs: List[int], i: int) -> int:
    # INDEX: runtime-errors.py:[[@LINE+1]]:12: error: IndexError: list index out of range
    return xs[i]


def key(d: Dict[str, int], k: str) -> int:
    # A KeyError names the missing key, as TorchScript's does.
    # KEY: runtime-errors.py:[[@LINE+1]]:12: error: KeyError: b{{$}}
    return d[k]


def int_key(d: Dict[int, float], k: int) -> float:
    # INT-KEY: runtime-errors.py:[[@LINE+1]]:12: error: KeyError: -7{{$}}
    return d[k]


def pop_first(d: Dict[str, int]) -> str:
    # POPITEM: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: popitem(): dictionary is empty
    k, v = d.popitem()
    return k


def divide(a: int, b: int) -> int:
    # DIV: runtime-errors.py:[[@LINE+1]]:12: error: ZeroDivisionError: integer division or modulo by zero
    return a % b


def truthy(x: torch.Tensor) -> int:
    # TRUTHY: runtime-errors.py:[[@LINE+1]]:8: error: RuntimeError: a Tensor with 2 elements cannot be converted to Scalar
    if x:
        return 1
    return 0


# Integer tensor division by zero raises, as in PyTorch (a reduction over
# the divisor before the division).
# TENSOR-DIV: runtime-errors.py:[[@LINE+3]]:12: error: RuntimeError: ZeroDivisionError
# TENSOR-DIV-OK: {"tensor":{"dtype":"int64","shape":[3],"data":[3,2,-3]}}
def tensor_divide(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return a // b + a % b - a % b


# Indices outside [0, size) raise instead of reading out of bounds.
# INDEX-SELECT: runtime-errors.py:[[@LINE+2]]:12: error: IndexError: index out of range in self
def select_rows(x: torch.Tensor, i: torch.Tensor) -> torch.Tensor:
    return torch.index_select(x, 0, i)


# GATHER: runtime-errors.py:[[@LINE+2]]:12: error: RuntimeError: gather(): index out of bounds for dimension 1 with size 2
def gather_cols(x: torch.Tensor, i: torch.Tensor) -> torch.Tensor:
    return torch.gather(x, 1, i)


# A 0-d tensor reads as one element: one index only (see conformance for
# the ones that work); gather's index has the input's rank.
# SELECT-0D: runtime-errors.py:[[@LINE+2]]:12: error: index_select(): Index to scalar can have only 1 value, got 2 value(s)
def select_of_0d(x: torch.Tensor) -> torch.Tensor:
    return x.index_select(0, torch.tensor([0, 0]))


# GATHER-RANK: runtime-errors.py:[[@LINE+2]]:12: error: Index tensor must have the same number of dimensions as input tensor
def gather_rank(x: torch.Tensor) -> torch.Tensor:
    return torch.gather(x, 0, torch.tensor([0]))


# `x[j]` with an int known only at run time (a loop-carried count):
# -size <= j < size.
# ROW: runtime-errors.py:[[@LINE+7]]:12: error: IndexError: index out of range in self
# ROW-OK: {"tensor":{"dtype":"float32","shape":[2],"data":[1.0,2.0]}}
def row(x: torch.Tensor, i: int) -> torch.Tensor:
    j = 0
    step = 1 if i > 0 else -1
    while j != i:
        j += step
    return x[j]


# `y[j] = v` with a run-time j out of range.
# STORE: runtime-errors.py:[[@LINE+7]]:5: error: IndexError: index out of range
def store_row(x: torch.Tensor, i: int) -> torch.Tensor:
    y = x.clone()
    j = 0
    step = 1 if i > 0 else -1
    while j != i:
        j += step
    y[j] = 0.0
    return y


@torch.jit.unused
def python_only(n: int) -> int:
    import os
    return len(os.listdir("."))


# A call of an `@torch.jit.unused` function raises (its body, which
# TorchScript cannot compile, is never read).
# UNUSED: runtime-errors.py:[[@LINE+3]]:16: error: RuntimeError: This Python function is annotated to be ignored and cannot be run
def calls_unused(go: bool) -> int:
    if go:
        return python_only(3) + 1
    return 0


# Messages computed at run time: the text is the `ts.raise` operand,
# appended to the kind. An assert's message is computed only where the
# assert fails, as in Python.
# MESSAGE-IR-LABEL: func.func @computed_messages
# MESSAGE-IR: scf.if
# MESSAGE-IR: ts.str_concat
# MESSAGE-IR: ts.raise "AssertionError: " %{{.*}}
# MESSAGE-IR: ts.raise "ValueError: " %{{.*}}
# ASSERT-MSG: runtime-errors.py:[[@LINE+4]]:5: error: AssertionError: n must be positive, got -3
# RAISE-MSG: runtime-errors.py:[[@LINE+6]]:9: error: ValueError: 200 is too large (limit 100)
# NO-MSG: 10
def computed_messages(n: int) -> int:
    assert n > 0, f"n must be positive, got {n}"
    limit = 100
    if n > limit:
        raise ValueError(str(n) + " is too large (limit {})".format(limit))
    return n * 2


# A string that is not a number, as TorchScript reports it: its own error
# where text follows the number, std::stoll's where none starts it
# (leading whitespace is skipped).
# PARSE: runtime-errors.py:[[@LINE+5]]:18: error: RuntimeError: invalid literal for int() with base 10: '1x'
# STOLL: runtime-errors.py:[[@LINE+4]]:18: error: RuntimeError: stoll
def parse(s: List[str]) -> int:
    total = 0
    for t in s:
        total += int(t)
    return total


# A bad literal on a path not taken is no error; float() reads as std::stod.
# STOD: runtime-errors.py:[[@LINE+5]]:12: error: RuntimeError: stod
# STODTAIL: runtime-errors.py:[[@LINE+4]]:12: error: RuntimeError: could not convert string to float: '1.5 '
def parse_float(s: str) -> float:
    if s == "never":
        return float("abc") + int("1 ")
    return float(s)


# FACTORIAL: runtime-errors.py:[[@LINE+2]]:12: error: ValueError: factorial() not defined for negative values
def factorial(k: torch.Tensor) -> int:
    return math.factorial(int(k))


# A slice whose start is only known at run time keeps its compiled size:
# a window running past the end is an error, not a shorter slice.
def windows(x: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    acc = torch.zeros(2)
    for i in range(int(k.item())):
        # WINDOW: runtime-errors.py:[[@LINE+1]]:21: error: RuntimeError: the slice [start:start + 2] runs outside a dim of size 5
        acc = acc + x[i:i + 2]
    return acc


def scatter_at(i: torch.Tensor) -> torch.Tensor:
    # SCATTER: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: scatter(): index out of bounds for dimension 0 with size 3
    return torch.zeros(3).scatter_add(0, i, torch.ones(2))


# zip() of a List[Tensor] (unrolled) with a runtime list reads the list at
# each index; a list shorter than the tensors would end the loop early,
# which an unrolled loop cannot do.
# ZIP-OK: {"tensor":{"dtype":"float32","shape":[2],"data":[22.0,28.0]}}
def zipped(x: torch.Tensor, ws: List[float]) -> torch.Tensor:
    acc = torch.zeros(2)
    # ZIP: runtime-errors.py:[[@LINE+1]]:34: error: RuntimeError: zip() of a tuple or List[Tensor] with a shorter list is not supported yet
    for r, w in zip(x.unbind(0), ws):
        acc = acc + r * w
    return acc


# Sizes known only at run time that must agree are checked before any
# element is read: x[:0] + x[0:] of 4 elements adds sizes 0 and 4; one
# of 1 broadcasts (x[:1] + x[1:], copied to the other's size).
# SIZES-OK: {"tensor":{"dtype":"float32","shape":[2],"data":[4.0,6.0]}}
# SIZES-ONE: {"tensor":{"dtype":"float32","shape":[3],"data":[3.0,4.0,5.0]}}
def run_time_sizes(x: torch.Tensor, n: torch.Tensor) -> torch.Tensor:
    k = int(n.item())
    # SIZES: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: The sizes of tensors, known only at run time, must match or be 1 at non-singleton dimension 0
    return x[:k] + x[k:]


# torch.tensor of lists of lists known only at run time: every row must
# have the first one's length.
# RAGGED-OK: {"tensor":{"dtype":"int64","shape":[2,2],"data":[1,2,3,4]}}
def ragged(rows: List[List[int]]) -> torch.Tensor:
    # RAGGED: runtime-errors.py:[[@LINE+1]]:12: error: ValueError: tensor(): the nested lists have different lengths
    return torch.tensor(rows)


# A view whose -1 stands for a size known only at run time checks that the
# other sizes divide the element count.
def bad_view(x: torch.Tensor, n: torch.Tensor) -> torch.Tensor:
    k = int(n.item())
    # VIEW: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: shape [-1, 2] (-1 for the size known only at run time) is invalid for the input's number of elements
    return x[:k].view(-1, 2)


# Contracted sizes known only at run time are compared before the product.
def bad_matmul(x: torch.Tensor, n: torch.Tensor) -> torch.Tensor:
    k = int(n.item())
    # MATMUL: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: mat1 and mat2 shapes cannot be multiplied (sizes known only at run time)
    return x[:, :k] @ x[:k - 1]


# Sizes known only at run time are checked when a tensor is made.
def sized(n: torch.Tensor) -> torch.Tensor:
    # SIZED: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: Trying to create tensor with negative dimension
    return torch.zeros(int(n.item()), 2)


def ranged(n: torch.Tensor) -> torch.Tensor:
    # RANGED: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: upper bound and lower bound inconsistent with step sign
    return torch.arange(int(n.item()))


# An index into a dim whose size is known only at run time is checked
# against that size when it runs.
def gather_run_time(x: torch.Tensor, n: torch.Tensor) -> torch.Tensor:
    k = int(n.item())
    # GATHER-RT: runtime-errors.py:[[@LINE+1]]:12: error: IndexError: index out of range: an index is outside [-size, size) for dimension 0
    return x[:k][torch.tensor([0, 3])]


# index_put with accumulate checks each index tensor against its dim, as
# ATen does (a flat index made of bad parts may still be in range).
def accumulate_out_of_bounds(m: torch.Tensor, i: torch.Tensor, j: torch.Tensor) -> torch.Tensor:
    # ACCUMULATE: runtime-errors.py:[[@LINE+1]]:12: error: IndexError: index -3 is out of bounds for dimension 1 with size 2
    return m.index_put((i, j), torch.tensor(1.0), accumulate=True)


# item() of a tensor of run-time size checks its element count then.
def item_run_time(x: torch.Tensor) -> float:
    # ITEM-RT: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: a Tensor with other than one element cannot be converted to Scalar
    return x[x > 2.0].item()


# `torch._assert(cond, message)` raises as `assert cond, message` does.
# RUN: echo '{"entry": "torch_assert", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.tassert.json
# RUN: not tsc run %s --args %t.tassert.json 2>&1 | FileCheck %s --check-prefix=TORCH-ASSERT
# RUN: not tsc compile %s --entry torch_assert_arity 2>&1 | FileCheck %s --check-prefix=TORCH-ASSERT-ARITY
def torch_assert(x: torch.Tensor) -> torch.Tensor:
    # TORCH-ASSERT: runtime-errors.py:[[@LINE+1]]:5: error: AssertionError: expected more than 2 elements
    torch._assert(x.numel() > 2, "expected more than 2 elements")
    return x


def torch_assert_arity(x: torch.Tensor) -> torch.Tensor:
    # TORCH-ASSERT-ARITY: runtime-errors.py:[[@LINE+1]]:5: error: torch._assert() takes a condition and a message
    torch._assert(x.numel() > 2)
    return x


# math.floor/math.ceil of a float that is NaN or outside [-2**63, 2**63]
# raise TorchScript's message (the value as C's %f writes it); int() of a
# float tensor outside [-2**63, 2**63) raises c10's overflow message;
# divmod by a float zero raises.
# RUN: echo '{"entry": "floor_of", "args": [{"tensor": {"dtype": "float64", "shape": [], "data": [1e19]}}]}' > %t.floor.json
# RUN: not tsc run %s --args %t.floor.json 2>&1 | FileCheck %s --check-prefix=FLOOR
# RUN: echo '{"entry": "floor_of", "args": [{"tensor": {"dtype": "float64", "shape": [], "data": [-2.5]}}]}' > %t.floor-ok.json
# RUN: tsc run %s --args %t.floor-ok.json 2>/dev/null | FileCheck %s --check-prefix=FLOOR-OK
# RUN: echo '{"entry": "ceil_of_inf", "args": [{"tensor": {"dtype": "float64", "shape": [], "data": [1e300]}}]}' > %t.ceil.json
# RUN: not tsc run %s --args %t.ceil.json 2>&1 | FileCheck %s --check-prefix=CEIL
# RUN: echo '{"entry": "int_of_tensor", "args": [{"tensor": {"dtype": "float64", "shape": [], "data": [9223372036854775808.0]}}]}' > %t.int-of.json
# RUN: not tsc run %s --args %t.int-of.json 2>&1 | FileCheck %s --check-prefix=INT-OF
# RUN: echo '{"entry": "int_of_tensor", "args": [{"tensor": {"dtype": "float64", "shape": [], "data": [-9223372036854775808.0]}}]}' > %t.int-of-ok.json
# RUN: tsc run %s --args %t.int-of-ok.json 2>/dev/null | FileCheck %s --check-prefix=INT-OF-OK
# RUN: echo '{"entry": "float_divmod", "args": [{"tensor": {"dtype": "float64", "shape": [], "data": [0.0]}}]}' > %t.divmod.json
# RUN: not tsc run %s --args %t.divmod.json 2>&1 | FileCheck %s --check-prefix=DIVMOD
# RUN: echo '{"entry": "int_power", "args": [{"tensor": {"dtype": "int32", "shape": [2], "data": [0, 3]}}, -1]}' > %t.ipow.json
# RUN: not tsc run %s --args %t.ipow.json 2>&1 | FileCheck %s --check-prefix=INT-POW
# RUN: echo '{"entry": "int_power", "args": [{"tensor": {"dtype": "int32", "shape": [2], "data": [0, 3]}}, 2]}' > %t.ipow-ok.json
# RUN: tsc run %s --args %t.ipow-ok.json 2>/dev/null | FileCheck %s --check-prefix=INT-POW-OK
# RUN: echo '{"entry": "bincount_minlength", "args": [{"tensor": {"dtype": "int64", "shape": [2], "data": [1, 0]}}, -1]}' > %t.bincount.json
# RUN: not tsc run %s --args %t.bincount.json 2>&1 | FileCheck %s --check-prefix=BINCOUNT
# RUN: echo '{"entry": "gather_run_time_sizes", "args": [{"tensor": {"dtype": "float32", "shape": [3, 2], "data": [1, 2, 3, 4, 5, 6]}}, true, {"tensor": {"dtype": "int64", "shape": [4, 1], "data": [0, 1, 1, 0]}}]}' > %t.gather-sizes.json
# RUN: not tsc run %s --args %t.gather-sizes.json 2>&1 | FileCheck %s --check-prefix=GATHER-SIZES
# RUN: echo '{"entry": "linspace_steps", "args": [-3]}' > %t.linspace.json
# RUN: not tsc run %s --args %t.linspace.json 2>&1 | FileCheck %s --check-prefix=LINSPACE
def floor_of(x: torch.Tensor) -> int:
    # FLOOR: runtime-errors.py:[[@LINE+2]]:12: error: RuntimeError: Cannot convert float 10000000000000000000.000000 to integer
    # FLOOR-OK: -3
    return math.floor(float(x))


def ceil_of_inf(x: torch.Tensor) -> int:
    # CEIL: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: Cannot convert float -inf to integer
    return math.ceil(-float(x) * 1e300)


def int_of_tensor(x: torch.Tensor) -> int:
    # INT-OF: runtime-errors.py:[[@LINE+2]]:12: error: RuntimeError: value cannot be converted to type int64_t without overflow
    # INT-OF-OK: -9223372036854775808
    return int(x)


def float_divmod(x: torch.Tensor) -> Tuple[float, float]:
    # DIVMOD: runtime-errors.py:[[@LINE+1]]:12: error: ZeroDivisionError: float divmod()
    return divmod(3.5, float(x))


# An integer tensor to a negative number power raises (ATen's pow(Tensor,
# Scalar)); a negative tensor exponent does not (see conformance).
def int_power(x: torch.Tensor, k: int) -> torch.Tensor:
    # INT-POW: runtime-errors.py:[[@LINE+2]]:12: error: RuntimeError: Integers to negative integer powers are not allowed.
    # INT-POW-OK: {"tensor":{"dtype":"int32","shape":[2],"data":[0,9]}}
    return x ** k


# A number 0 raised to a negative power raises, as in TorchScript.
def zero_to_negative_power(x: float) -> float:
    # POW: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: 0.0 cannot be raised to a negative power
    return x ** -1.5


# A minlength known only at run time is checked when the call runs.
def bincount_minlength(x: torch.Tensor, n: int) -> torch.Tensor:
    # BINCOUNT: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: bincount(): minlength should be >= 0
    return torch.bincount(x, minlength=n)


# gather from a tensor whose sizes a branch decides checks the index's
# other dims against them when the call runs.
def gather_run_time_sizes(x: torch.Tensor, c: bool, i: torch.Tensor) -> torch.Tensor:
    y = x if c else x.t()
    # GATHER-SIZES: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: Size does not match at dimension 0 expected index to be smaller than self apart from dimension 1
    return y.gather(1, i)


# A number of linspace steps known only at run time is checked then.
def linspace_steps(n: int) -> torch.Tensor:
    # LINSPACE: runtime-errors.py:[[@LINE+1]]:12: error: RuntimeError: number of steps must be non-negative
    return torch.linspace(0, 1, n)
