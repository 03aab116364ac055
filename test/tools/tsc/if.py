# `if` statements and conditional expressions become `scf.if`; variables
# assigned in the branches flow out as results.
# RUN: tsc compile %s --entry pick --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]' > %t.json
# RUN: tsc run %s --entry pick --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry one_sided 2>&1 | FileCheck %s --check-prefix=ONESIDED
# RUN: not tsc compile %s --entry not_bool 2>&1 | FileCheck %s --check-prefix=NOTBOOL
# RUN: tsc compile %s --entry early_return --emit=ts | FileCheck %s --check-prefix=RETURN
# RUN: not tsc compile %s --entry mixed_expr 2>&1 | FileCheck %s --check-prefix=MIXED
# RUN: tsc compile %s --entry dead_shape --emit=ts | FileCheck %s --check-prefix=DEAD
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]' > %t.dead.json
# RUN: tsc run %s --entry dead_shape --args %t.dead.json 2>/dev/null | FileCheck %s --check-prefix=DEAD-OUT
# RUN: not tsc compile %s --entry live_shape --emit linalg 2>&1 | FileCheck %s --check-prefix=LIVE
import torch


# IR-LABEL: func.func @pick
# IR: %[[C:.*]] = ts.gt %{{.*}}, %{{.*}} : i64, i64 -> i1
# Assigned variables are yielded in name order (k, y); elif nests.
# IR: %[[R:.*]]:2 = scf.if %[[C]] -> (i64, !ts.tensor) {
# IR: scf.yield %{{.*}}, %{{.*}} : i64, !ts.tensor
# IR: } else {
# IR: scf.if %{{.*}} -> (!ts.tensor) {
# IR: scf.yield %{{.*}}, %{{.*}} : i64, !ts.tensor
# IR: scf.if %{{.*}} -> (f64)
def pick(x, n: int):
    k = 0
    if n > 2:
        y = x * 2.0
        k = n
    elif n == 0:
        y = x
    else:
        y = x - 1.0
    s = 0.5 if k > 1 else 1.5
    return y * s + k
# OUT: {"tensor":{"dtype":"float32","shape":[2],"data":[4.0,5.0]}}


def one_sided(x, n: int):
    if n > 0:
        z = x
    # ONESIDED: if.py:[[@LINE+1]]:12: error: z is not defined in the false branch
    return z


def not_bool(x, n: int):
    t = (n, n)
    # NOTBOOL: if.py:[[@LINE+1]]:8: error: a value of type `Tuple[int, int]` cannot be tested as a condition (TorchScript cannot cast it to bool)
    if t:
        x = x + 1.0
    return x


# Without an annotation, the return type is the one every `return` agrees
# on; `$retval` starts as a placeholder of it.
# RETURN-LABEL: func.func @early_return
# RETURN: ts.undefined : !ts.tensor
# RETURN: scf.if
# RETURN: -> !ts.tensor
def early_return(x, n: int):
    if n > 0:
        return x
    return x * 2.0


def mixed_expr(x, n: int):
    # MIXED: if.py:[[@LINE+1]]:12: error: the two branches of a conditional expression have different types: Tensor and int
    return x if n > 0 else n


# A branch that a literal tensor's shape rules out is still built and
# type-checked, but reads tensors without their static shapes, so code for
# other shapes is no error (refinement folds the branch away).
# DEAD-LABEL: func.func @dead_shape
# DEAD: %[[Y:.*]] = ts.literal {{.*}} : !ts.tensor<[3],f32>
# DEAD: scf.if
# DEAD: %[[E:.*]] = ts.tensor_static_info_cast %[[Y]] : !ts.tensor<[3],f32> to !ts.tensor<*,f32>
# DEAD: ts.reshape %[[E]], [2, 2]
# DEAD: } else {
# DEAD-OUT: {"tensor":{"dtype":"float32","shape":[3],"data":[2.0,4.0,6.0]}}
def dead_shape(x):
    y = torch.tensor([1.0, 2.0, 3.0])
    if y.dim() == 2:
        y = y.reshape(2, 2)
    if y.shape[0] != 3:
        y = y.reshape(2, 2)
    if not y.dim() == 1:
        y = y.permute(1, 0)
    if y.dim() == 2 and y.size(0) > 1 or y.shape[0] == 4:
        y = y.sum(1)
    return y * 2.0


# In the branch taken, the same code is an error (found when shapes are
# refined, which folds the branch).
def live_shape(x):
    y = torch.tensor([1.0, 2.0, 3.0])
    if y.dim() == 1:
        # LIVE: if.py:[[@LINE+1]]:13: error: shape [2, 2] is invalid for input of size 3
        y = y.reshape(2, 2)
    return y
