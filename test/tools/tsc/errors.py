# Type errors are reported at the offending expression, with exit status 1.
# Only the entry and what it calls are compiled (as torch.jit.script does).
# RUN: not tsc compile %s --entry undefined 2>&1 | FileCheck %s --check-prefix=UNDEF
# RUN: not tsc compile %s --entry bad_return 2>&1 | FileCheck %s --check-prefix=RET
# RUN: not tsc compile %s --entry retyped 2>&1 | FileCheck %s --check-prefix=RETYPE
# RUN: not tsc compile %s --entry bad_call 2>&1 | FileCheck %s --check-prefix=CALL
# RUN: not tsc compile %s --entry unknown_op 2>&1 | FileCheck %s --check-prefix=OP
# RUN: not tsc compile %s --entry no_return 2>&1 | FileCheck %s --check-prefix=NORET
# RUN: not tsc compile %s --entry recursive 2>&1 | FileCheck %s --check-prefix=REC
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s --check-prefix=MATMUL
# A callee's error is reported once, at the callee, when compiling its caller.
# RUN: not tsc compile %s --entry calls_bad 2>&1 | FileCheck %s --check-prefix=CALLEE
import torch


def undefined(a: int) -> int:
    b = a + 1
    # UNDEF: errors.py:[[@LINE+3]]:12: error: undefined value c
    # UNDEF-NEXT: {{^}}    return c
    # UNDEF-NEXT: {{^}}           ^
    return c


def bad_return(a: int) -> int:
    # RET: errors.py:[[@LINE+1]]:12: error: Return value was annotated as having type int but is actually of type float
    return a / 2


def retyped(x: torch.Tensor, c: bool):
    y = x
    # A new type is allowed in the variable's own block, not in a branch.
    y = x + 1
    if c:
        # RETYPE: errors.py:[[@LINE+1]]:9: error: variable 'y' previously had type Tensor but is now being assigned to a value of type int
        y = 3
    return y


def bad_call(x: torch.Tensor):
    # CALL: errors.py:[[@LINE+1]]:22: error: expected a value of type 'int' for argument 'n' but instead found type 'str'
    return takes_int("x")


def takes_int(n: int) -> int:
    return n


def unknown_op(x: torch.Tensor):
    # OP: errors.py:[[@LINE+2]]:12: error: `torch.reluu` is not supported
    # OP-NEXT: {{^}}    return torch.reluu(x)
    return torch.reluu(x)


def no_return(x: torch.Tensor) -> torch.Tensor:
    # NORET: errors.py:[[@LINE-1]]:5: error: Function was not annotated as having type None, but does not return along all paths
    y = x


def recursive(n: int) -> int:
    # REC: errors.py:[[@LINE+1]]:12: error: recursive call to `recursive`: TorchScript does not support recursion
    return recursive(n)


def f(x: torch.Tensor):
    # MATMUL: errors.py:[[@LINE+1]]:12: error: unsupported operand types for @: 'Tensor' and 'int'
    return x @ 2


def calls_bad(x: torch.Tensor):
    # CALLEE: errors.py:{{[0-9]+}}:12: error: undefined value c
    # CALLEE-NOT: error
    return undefined(3)


# Shape errors that need the rank are reported at the call once shapes are
# specialized; argument errors at once.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2, 3, 4], "data": [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}}]' > %t.x.json
# RUN: not tsc run %s --entry diag_3d --args %t.x.json 2>&1 | FileCheck %s --check-prefix=DIAG
# RUN: not tsc compile %s --entry movedim_lengths 2>&1 | FileCheck %s --check-prefix=MOVEDIM
def diag_3d(x: torch.Tensor):
    # DIAG: errors.py:[[@LINE+1]]:12: error: diag(): Supports 1D or 2D tensors. Got 3D
    return torch.diag(x)


def movedim_lengths(x: torch.Tensor):
    # MOVEDIM: errors.py:[[@LINE+1]]:12: error: movedim(): Invalid source or destination dims: source ([0, 1] dims) should contain the same number of dims as destination ([2] dims)
    return x.movedim([0, 1], 2)


# Bad arguments to the operators added with advanced indexing and friends:
# each a located error, at once or once shapes are known.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 3, 4]}}]' > %t.m.json
# RUN: not tsc run %s --entry float_index --args %t.m.json 2>&1 | FileCheck %s --check-prefix=FLOAT-INDEX
# RUN: not tsc run %s --entry unfold_step --args %t.m.json 2>&1 | FileCheck %s --check-prefix=UNFOLD
# RUN: not tsc run %s --entry bucketize_2d --args %t.m.json 2>&1 | FileCheck %s --check-prefix=BUCKETIZE
# RUN: not tsc compile %s --entry cdist_p 2>&1 | FileCheck %s --check-prefix=CDIST
# RUN: not tsc compile %s --entry searchsorted_side 2>&1 | FileCheck %s --check-prefix=SIDE
def float_index(x: torch.Tensor):
    # FLOAT-INDEX: errors.py:[[@LINE+1]]:12: error: tensors used as indices must be long, int, byte or bool tensors
    return x[x.float()]


def unfold_step(x: torch.Tensor):
    # UNFOLD: errors.py:[[@LINE+1]]:12: error: step is 0 but must be > 0
    return x.unfold(0, 2, 0)


def bucketize_2d(x: torch.Tensor):
    # BUCKETIZE: errors.py:[[@LINE+1]]:12: error: boundaries tensor must be 1 dimension, but got dim(2)
    return torch.bucketize(x, x)


def cdist_p(x: torch.Tensor):
    # CDIST: errors.py:[[@LINE+1]]:12: error: cdist(): cdist only supports non-negative p values, got -1
    return torch.cdist(x, x, -1.0)


def searchsorted_side(x: torch.Tensor):
    # SIDE: errors.py:[[@LINE+1]]:12: error: searchsorted(): torch.searchsorted(): side can only be 'left' or 'right' but got middle
    return torch.searchsorted(x, x, side="middle")
