# `x.dtype` is TorchScript's int code of the dtype; dtype arguments may be
# such a value. Refinement folds it once the input is known, so a branch
# on it keeps only the taken arm.
# RUN: tsc compile %s --entry convert --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '[{"tensor": {"dtype": "int32", "shape": [2], "data": [1, 2]}}, {"tensor": {"dtype": "float32", "shape": [2], "data": [0.5, 1.5]}}]' > %t.int.json
# RUN: tsc run %s --entry convert --args %t.int.json 2>/dev/null | FileCheck %s --check-prefix=INT
# RUN: tsc compile %s --entry convert --args %t.int.json --emit=linalg | FileCheck %s --check-prefix=FOLDED
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 2]' > %t.code.json
# RUN: not tsc run %s --entry unknown_dtype --args %t.code.json 2>&1 | FileCheck %s --check-prefix=UNKNOWN
# RUN: not tsc compile %s --entry not_a_dtype 2>&1 | FileCheck %s --check-prefix=NOTDTYPE
# RUN: not tsc compile %s --entry half_method 2>&1 | FileCheck %s --check-prefix=HALF
# RUN: not tsc compile %s --entry uint8_name 2>&1 | FileCheck %s --check-prefix=UINT8
# RUN: tsc run %s --entry compare_half --args %t.int.json 2>/dev/null | FileCheck %s --check-prefix=COMPARE-HALF
# RUN: not tsc run %s --entry half_through_variable --args %t.int.json 2>&1 | FileCheck %s --check-prefix=HALF-VARIABLE

import torch

# IR-LABEL: func.func @convert
# IR: ts.dtype %{{.*}} : !ts.tensor
# IR: ts.constant 6 : i64
# IR: ts.eq
# IR: scf.if
# IR: %[[D:.*]] = ts.dtype %[[X:.*]] : !ts.tensor
# IR: ts.dtype %[[X]]
# IR: ts.cast_to %{{.*}}, %{{.*}} : !ts.tensor -> !ts.tensor
# INT: {"tuple":[3,{"tensor":{"dtype":"int32","shape":[2],"data":[2,4]}},{"tensor":{"dtype":"int32","shape":[2],"data":[0,1]}}]}
# FOLDED-NOT: scf.if
def convert(x, y):
    if x.dtype == torch.float32:
        z = x + 0.5
    else:
        z = x * 2
    return x.dtype, z, y.to(x.dtype)


# UNKNOWN: dtype.py:[[@LINE+2]]:12: error: the dtype must be known at compile time (a torch dtype, or `.dtype` of a tensor)
def unknown_dtype(x, code: int):
    return x.to(code)


# NOTDTYPE: dtype.py:[[@LINE+2]]:17: error: to(): argument 'dtype' must be a dtype such as torch.float32 or `x.dtype`
def not_a_dtype(x):
    return x.to(2.5)


# Dtypes the compiler does not have are named as such (not "undefined
# value torch", not a missing method).
def half_method(x: torch.Tensor) -> torch.Tensor:
    # HALF: dtype.py:[[@LINE+1]]:12: error: dtype float16 is not supported yet: tensors are float32, float64, int32, int64 or bool
    return x.half()


def uint8_name(x: torch.Tensor) -> torch.Tensor:
    # UINT8: dtype.py:[[@LINE+1]]:33: error: dtype uint8 is not supported yet
    return torch.zeros(2, dtype=torch.uint8)


# Such a dtype is still a value to compare with: no tensor here has it.
# COMPARE-HALF: {"tuple":[false,true,false,{"tensor":{"dtype":"float32","shape":[2],"data":[1.0,2.0]}}]}
def compare_half(x: torch.Tensor, y: torch.Tensor):
    if x.dtype != torch.float16:
        x = x.float()
    return x.dtype == torch.half, x.dtype != torch.bfloat16, y.dtype in [torch.int8, torch.uint8], x


def half_through_variable(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    d = torch.float16
    # HALF-VARIABLE: dtype.py:[[@LINE+1]]:12: error: dtype float16 is not supported yet: tensors are float32, float64, int32, int64 or bool
    return x.to(d)
