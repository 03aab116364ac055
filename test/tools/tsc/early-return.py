# An early `return` is rewritten to a single exit (TorchScript's exit
# transform). Where one branch of an `if` always returns, the rest of the
# body becomes the other branch, so both branches yield the result (and
# what the test refutes stays known there). Otherwise `$retval` starts as a
# placeholder of the declared type (`ts.undefined` for a tensor), the
# return stores into it and sets `$returned`, and the rest runs under
# `if not $returned`. Refinement ignores the placeholder when joining, so
# shapes stay static.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
# RUN: tsc compile %s --entry in_loop --emit=ts | FileCheck %s --check-prefix=LOOP-IR
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}, -1]}' > %t.neg.json
# RUN: tsc run %s --args %t.neg.json 2>/dev/null | FileCheck %s --check-prefix=NEG
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}, 4]}' > %t.pos.json
# RUN: tsc run %s --args %t.pos.json 2>/dev/null | FileCheck %s --check-prefix=POS
# RUN: tsc compile %s --args %t.pos.json --emit=linalg | FileCheck %s --check-prefix=LINALG
# RUN: echo '{"entry": "in_with", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}]}' > %t.with.json
# RUN: tsc run %s --args %t.with.json 2>/dev/null | FileCheck %s --check-prefix=WITH
# RUN: echo '{"entry": "in_loop", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}, 5]}' > %t.loop.json
# RUN: tsc run %s --args %t.loop.json 2>/dev/null | FileCheck %s --check-prefix=LOOP
import torch


# IR-LABEL: func.func @f
# IR: %[[RESULT:.*]]:2 = scf.if %{{.*}} -> (i1, !ts.tensor)
# IR: ts.neg
# IR: scf.yield %{{.*}}, %{{.*}} : i1, !ts.tensor
# IR: } else {
# IR: ts.mul
# IR: scf.yield %{{.*}}, %{{.*}} : i1, !ts.tensor
# IR: return %[[RESULT]]#1
# NEG: {"tensor":{"dtype":"float32","shape":[2],"data":[-1.0,2.0]}}
# POS: {"tensor":{"dtype":"float32","shape":[2],"data":[4.0,-8.0]}}
# LINALG-LABEL: func.func @f
# LINALG: tensor.empty() : tensor<2xf32>
# LINALG-NOT: tensor<?xf32>
def f(x: torch.Tensor, k: int) -> torch.Tensor:
    if k < 0:
        return -x
    return x * float(k)


# A return inside `with torch.no_grad():` (whose body runs in place).
# WITH: {"tensor":{"dtype":"float32","shape":[2],"data":[2.0,-4.0]}}
def in_with(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        if x.sum() > 0:
            return x
    return x * 2.0


# A return inside a loop: `$retval` starts as the placeholder.
# LOOP-IR-LABEL: func.func @in_loop
# LOOP-IR: ts.undefined : !ts.tensor
# LOOP-IR: scf.while
# LOOP: {"tensor":{"dtype":"float32","shape":[2],"data":[2.0,-4.0]}}
def in_loop(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        if i == 2:
            return x * float(i)
    return x
