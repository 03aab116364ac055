# Constructs outside this slice (or outside TorchScript) are located
# errors, never crashes. Top-level problems are reported whatever the entry.
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s
# RUN: not tsc compile %s --entry lam 2>&1 | FileCheck %s --check-prefix=LAMBDA
# RUN: not tsc compile %s --entry trying 2>&1 | FileCheck %s --check-prefix=TRY
import torch
# CHECK: unsupported.py:[[@LINE+1]]:8: error: module `numpy` cannot be used in TorchScript
import numpy


# CHECK: unsupported.py:[[@LINE+1]]:7: error: class `C` has no `__init__`
class C:
    pass


def lam(x: torch.Tensor):
    # LAMBDA: unsupported.py:[[@LINE+1]]:9: error: lambdas are not supported in TorchScript
    g = lambda y: y
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
