# Constructs outside this slice (or outside TorchScript) are located
# errors, never crashes. Top-level problems are reported whatever the entry.
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s
# RUN: not tsc compile %s --entry lam 2>&1 | FileCheck %s --check-prefix=LAMBDA
# RUN: not tsc compile %s --entry make_c 2>&1 | FileCheck %s --check-prefix=CLASS
# RUN: not tsc compile %s --entry trying 2>&1 | FileCheck %s --check-prefix=TRY
# RUN: not tsc compile %s --entry floor_divided 2>&1 | FileCheck %s --check-prefix=FLOORDIV
# RUN: not tsc compile %s --entry matmul_assigned 2>&1 | FileCheck %s --check-prefix=MATMUL
import torch
# CHECK: unsupported.py:[[@LINE+1]]:8: error: module `numpy` cannot be used in TorchScript
import numpy


# A plain class TorchScript refuses is an error where compiled code uses
# it (a module's `__init__` may use it, as Python runs it).
class C:
    pass


def make_c() -> int:
    # CLASS: unsupported.py:{{[0-9]+}}:7: error: class `C` has no `__init__`
    # CLASS: unsupported.py:[[@LINE+1]]:9: note: class `C` is used by compiled code here
    c = C()
    return 1


def lam(x: torch.Tensor):
    # LAMBDA: unsupported.py:[[@LINE+1]]:9: error: lambdas are not supported in TorchScript
    g = lambda y: y
    return x


# TorchScript's frontend has no `//=` or `@=`.
def floor_divided(n: int) -> int:
    # FLOORDIV: unsupported.py:[[@LINE+1]]:5: error: unsupported kind of augmented assignment: FloorDiv (TorchScript has no `//=`: write `x = x // y`)
    n //= 2
    return n


def matmul_assigned(x: torch.Tensor):
    # MATMUL: unsupported.py:[[@LINE+1]]:5: error: unsupported kind of augmented assignment: MatMult
    x @= x
    return x


def trying(x: torch.Tensor):
    # TRY: unsupported.py:[[@LINE+1]]:5: error: `try` statements are not supported in TorchScript
    try:
        pass
    except Exception:
        pass
    return x


def f(x: torch.Tensor):
    # CHECK: unsupported.py:[[@LINE+1]]:10: error: With item expression must return an object
    with x as g:
        pass
    return x

