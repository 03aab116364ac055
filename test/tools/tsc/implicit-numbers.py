# A tensor where a script function declares an int or float (a parameter,
# the return type), as a list index or as an op's size, converts implicitly, as
# TorchScript's IntImplicit and FloatImplicit do: a 0-d tensor gives its
# value; any other rank, or a float or bool tensor for an int, raises at
# run time.
# RUN: echo '{"entry": "total", "args": [{"tensor": {"dtype": "int64", "shape": [3], "data": [1, 2, 4]}}]}' > %t.int.json
# RUN: tsc run %s --args %t.int.json 2>/dev/null | FileCheck %s --check-prefix=TOTAL
# RUN: echo '{"entry": "total", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 4]}}]}' > %t.float.json
# RUN: not tsc run %s --args %t.float.json 2>&1 | FileCheck %s --check-prefix=FLOAT
# RUN: echo '{"entry": "not_0d", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.vec.json
# RUN: not tsc run %s --args %t.vec.json 2>&1 | FileCheck %s --check-prefix=NOT0D
# RUN: echo '{"entry": "pick", "args": [{"tensor": {"dtype": "int64", "shape": [1], "data": [1]}}, 3]}' > %t.pick.json
# RUN: not tsc run %s --args %t.pick.json 2>&1 | FileCheck %s --check-prefix=PICK
# RUN: echo '{"entry": "sized", "args": [{"tensor": {"dtype": "int64", "shape": [2], "data": [1, 2]}}]}' > %t.sized.json
# RUN: not tsc run %s --args %t.sized.json 2>&1 | FileCheck %s --check-prefix=SIZED
import torch
from typing import Tuple


def twice(n: int) -> int:
    return n * 2


def half(v: float) -> float:
    return v / 2


# TOTAL: {"tuple":[14,{"float":3.5},7]}
def total(x: torch.Tensor) -> Tuple[int, float, int]:
    # FLOAT: implicit-numbers.py:[[@LINE+1]]:18: error: RuntimeError: Cannot input a tensor of type Float as an integral argument
    return twice(x.sum()), half(x.sum()), count(x)


def count(x: torch.Tensor) -> int:
    return x.sum()


def not_0d(x: torch.Tensor) -> float:
    # NOT0D: implicit-numbers.py:[[@LINE+1]]:17: error: RuntimeError: Cannot input a tensor of dimension other than 0 as a scalar argument
    return half(x)


def pick(i: torch.Tensor, n: int) -> int:
    xs = [n, n + 1]
    # PICK: implicit-numbers.py:[[@LINE+1]]:15: error: RuntimeError: Cannot input a tensor of dimension other than 0 as a scalar argument
    return xs[i]


def sized(n: torch.Tensor) -> torch.Tensor:
    # SIZED: implicit-numbers.py:[[@LINE+1]]:23: error: RuntimeError: Cannot input a tensor of dimension other than 0 as a scalar argument
    return torch.ones(n, 2)


# `min`/`max`/`divmod` take ints unless a float argument is among them, so a
# float tensor with an int raises as TorchScript's `min.int` overload does.
# RUN: echo '{"entry": "clipped", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.clip.json
# RUN: not tsc run %s --args %t.clip.json 2>&1 | FileCheck %s --check-prefix=CLIPPED
def clipped(x: torch.Tensor) -> int:
    # CLIPPED: implicit-numbers.py:[[@LINE+1]]:19: error: RuntimeError: Cannot input a tensor of type Float as an integral argument
    return min(3, x.sum())


# A fill value given as a tensor must be 0-d.
# RUN: echo '{"entry": "fill_from_vector", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.fill.json
# RUN: not tsc run %s --args %t.fill.json 2>&1 | FileCheck %s --check-prefix=FILL-VECTOR
def fill_from_vector(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    # FILL-VECTOR: implicit-numbers.py:[[@LINE+1]]:5: error: RuntimeError: Cannot input a tensor of dimension other than 0 as a scalar argument
    y.fill_(x)
    return y


# RUN: echo '{"entry": "full_of_vector", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.full.json
# RUN: not tsc run %s --args %t.full.json 2>&1 | FileCheck %s --check-prefix=FULL-VECTOR
def full_of_vector(x: torch.Tensor) -> torch.Tensor:
    # FULL-VECTOR: implicit-numbers.py:[[@LINE+1]]:12: error: RuntimeError: Cannot input a tensor of dimension other than 0 as a scalar argument
    return torch.full([3], x)


# A number on the left of `//` or of a bitwise op takes TorchScript's scalar
# overload (there is no reflected tensor op): the tensor converts implicitly
# and the result is a number.
# RUN: echo '{"entry": "number_ops", "args": [7, {"tensor": {"dtype": "int64", "shape": [], "data": [2]}}]}' > %t.nops.json
# RUN: tsc run %s --args %t.nops.json 2>/dev/null | FileCheck %s --check-prefix=NUMBER-OPS
# RUN: echo '{"entry": "number_ops", "args": [7, {"tensor": {"dtype": "int64", "shape": [1], "data": [2]}}]}' > %t.nops-vec.json
# RUN: not tsc run %s --args %t.nops-vec.json 2>&1 | FileCheck %s --check-prefix=NUMBER-OPS-VECTOR
# RUN: echo '{"entry": "number_floordiv", "args": [7, {"tensor": {"dtype": "float32", "shape": [], "data": [2.5]}}]}' > %t.nfd.json
# RUN: not tsc run %s --args %t.nfd.json 2>&1 | FileCheck %s --check-prefix=NUMBER-FLOORDIV
# NUMBER-OPS: {"tuple":[7,2,5,28,1,3,{"float":3.0}]}
def number_ops(k: int, t: torch.Tensor) -> Tuple[int, int, int, int, int, int, float]:
    # NUMBER-OPS-VECTOR: implicit-numbers.py:[[@LINE+1]]:12: error: RuntimeError: Cannot input a tensor of dimension other than 0 as a scalar argument
    return k | t, k & t, k ^ t, k << t, k >> t, k // t, 7.5 // t


def number_floordiv(k: int, t: torch.Tensor) -> int:
    # NUMBER-FLOORDIV: implicit-numbers.py:[[@LINE+1]]:12: error: RuntimeError: Cannot input a tensor of type Float as an integral argument
    return k // t
