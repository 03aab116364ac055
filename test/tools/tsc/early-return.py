# An early `return` is rewritten to a single exit (TorchScript's exit
# transform): `$retval` starts as a placeholder of the declared type
# (`ts.undefined` for a tensor), the return stores into it and sets
# `$returned`, and the rest runs under `if not $returned`. Refinement
# ignores the placeholder when joining, so shapes stay static.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}, -1]}' > %t.neg.json
# RUN: tsc run %s --args %t.neg.json 2>/dev/null | FileCheck %s --check-prefix=NEG
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}, 4]}' > %t.pos.json
# RUN: tsc run %s --args %t.pos.json 2>/dev/null | FileCheck %s --check-prefix=POS
# RUN: tsc compile %s --args %t.pos.json --emit=linalg | FileCheck %s --check-prefix=LINALG
# RUN: echo '{"entry": "in_with", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, -2]}}]}' > %t.with.json
# RUN: tsc run %s --args %t.with.json 2>/dev/null | FileCheck %s --check-prefix=WITH
import torch


# IR-LABEL: func.func @f
# IR: %[[UNDEF:.*]] = ts.undefined : !ts.tensor
# IR: %[[NO:.*]] = ts.constant false
# IR: scf.if %{{.*}} -> (i1, !ts.tensor)
# IR: scf.yield %{{.*}}, %{{.*}} : i1, !ts.tensor
# IR: } else {
# IR: scf.yield %[[NO]], %[[UNDEF]] : i1, !ts.tensor
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
