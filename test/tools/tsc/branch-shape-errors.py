# A shape error in a branch that only a run-time condition takes is
# TorchScript's RuntimeError when that branch runs, not a compile error:
# calls that do not take the branch return normally. An op every call
# reaches that always fails stays a compile-time error.
# RUN: echo '{"entry": "project", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, false]}' > %t.off.json
# RUN: echo '{"entry": "project", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, true]}' > %t.on.json
# RUN: tsc run %s --args %t.off.json 2>/dev/null | FileCheck %s --check-prefix=OFF
# RUN: not tsc run %s --args %t.on.json 2>&1 | FileCheck %s --check-prefix=ON
# RUN: echo '{"entry": "fifth_step", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, 3]}' > %t.three.json
# RUN: echo '{"entry": "fifth_step", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, 6]}' > %t.six.json
# RUN: tsc run %s --args %t.three.json 2>/dev/null | FileCheck %s --check-prefix=THREE
# RUN: not tsc run %s --args %t.six.json 2>&1 | FileCheck %s --check-prefix=SIX
# RUN: echo '{"entry": "in_place", "args": [{"tensor": {"dtype": "int64", "shape": [2], "data": [1, 2]}}, false]}' > %t.int.json
# RUN: tsc run %s --args %t.int.json 2>/dev/null | FileCheck %s --check-prefix=INT
# RUN: echo '{"entry": "always", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}]}' > %t.always.json
# RUN: not tsc compile %s --args %t.always.json --emit linalg 2>&1 | FileCheck %s --check-prefix=ALWAYS
# RUN: for n in 0 1 2; do echo "{\"entry\": \"literal\", \"args\": [$n]}" > %t.lit$n.json; done
# RUN: tsc run %s --args %t.lit0.json 2>/dev/null | FileCheck %s --check-prefix=LIT0
# RUN: not tsc run %s --args %t.lit1.json 2>&1 | FileCheck %s --check-prefix=LIT1
# RUN: not tsc run %s --args %t.lit2.json 2>&1 | FileCheck %s --check-prefix=LIT2
import torch
from typing import Tuple


# OFF: {"tuple":[{"tensor":{"dtype":"float32","shape":[2,3],"data":[2.0,4.0,6.0,8.0,10.0,12.0]}},1,"mul"]}
def project(x: torch.Tensor, flag: bool) -> Tuple[torch.Tensor, int, str]:
    if flag:
        # ON: branch-shape-errors.py:[[@LINE+1]]:13: error: RuntimeError: matmul shapes [2, 3] and [2, 3] do not match (3 vs 2)
        y = x @ x
        n = y.size(0)
        how = "matmul"
    elif x.sum() > 100.0:
        y = torch.cat([x, x.t()])
        n = 2
        how = "cat"
    else:
        y = x * 2.0
        n = 1
        how = "mul"
    return y, n, how


# THREE: {"tensor":{"dtype":"float32","shape":[2,3],"data":[4.0,5.0,6.0,7.0,8.0,9.0]}}
def fifth_step(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        if i == 5:
            # SIX: branch-shape-errors.py:[[@LINE+1]]:17: error: RuntimeError: matmul shapes
            x = x @ x
        else:
            x = x + 1.0
    return x


# An in-place op whose result dtype cannot be stored is one too.
# INT: {"tensor":{"dtype":"int64","shape":[2],"data":[1,2]}}
def in_place(x: torch.Tensor, scale: bool) -> torch.Tensor:
    if scale:
        x.mul_(0.5)
    return x


def always(x: torch.Tensor) -> torch.Tensor:
    # ALWAYS: branch-shape-errors.py:[[@LINE+1]]:12: error: matmul shapes [2, 3] and [2, 3] do not match (3 vs 2)
    return x @ x


# The import knows a literal's shape, and the ops in a branch are typed
# from it; an op that shape makes invalid still raises only when its
# branch runs.
# LIT0: {"tensor":{"dtype":"float32","shape":[3],"data":[1.0,2.0,3.0]}}
def literal(how: int) -> torch.Tensor:
    y = torch.tensor([1.0, 2.0, 3.0])
    if how == 1:
        # LIT1: branch-shape-errors.py:[[@LINE+1]]:13: error: RuntimeError: shape [2, 2] is invalid for input of size 3
        y = y.reshape(2, 2)
    elif how == 2:
        # LIT2: branch-shape-errors.py:[[@LINE+1]]:13: error: RuntimeError: Tensors must have same number of dimensions: got 1 and 2
        y = torch.cat([y, torch.zeros(2, 2)])
    return y
