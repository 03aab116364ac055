# Type errors are reported at the offending expression, all of them in one
# run where they are independent, with exit status 1.
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s
import torch


def undefined(a: int) -> int:
    b = a + 1
    # CHECK: errors.py:[[@LINE+3]]:12: error: undefined value c
    # CHECK-NEXT: {{^}}    return c
    # CHECK-NEXT: {{^}}           ^
    return c


def bad_return(a: int) -> int:
    # CHECK: errors.py:[[@LINE+1]]:12: error: Return value was annotated as having type int but is actually of type float
    return a / 2


def retyped(x: torch.Tensor):
    y = x
    # CHECK: errors.py:[[@LINE+1]]:5: error: variable 'y' previously had type Tensor but is now being assigned to a value of type int
    y = 3
    return y


def bad_call(x: torch.Tensor):
    # CHECK: errors.py:[[@LINE+1]]:22: error: expected a value of type 'int' for argument 'n' but instead found type 'Tensor'
    return takes_int(x)


def takes_int(n: int) -> int:
    return n


def unknown_op(x: torch.Tensor):
    # CHECK: errors.py:[[@LINE+2]]:12: error: `torch.reluu` is not supported
    # CHECK-NEXT: {{^}}    return torch.reluu(x)
    return torch.reluu(x)


def no_return(x: torch.Tensor) -> torch.Tensor:
    # CHECK: errors.py:[[@LINE-1]]:5: error: Function was not annotated as having type None, but does not return along all paths
    y = x


def recursive(n: int) -> int:
    # CHECK: errors.py:[[@LINE+1]]:12: error: recursive call to `recursive`: TorchScript does not support recursion
    return recursive(n)


def f(x: torch.Tensor):
    # CHECK: errors.py:[[@LINE+1]]:12: error: unsupported operand types for @: 'Tensor' and 'int'
    return x @ 2
