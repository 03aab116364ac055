# The ts IR the frontend emits for each statement and expression form of
# this slice of the language.
# RUN: tsc compile %s --entry forms --emit=ts | FileCheck %s
import torch
import torch.nn.functional as F
from torch import Tensor


def helper(x: Tensor, scale: float = 2.0) -> Tensor:
    return x * scale


# Unannotated parameters are Tensors; the return type is inferred.
# CHECK-LABEL: func.func private @helper(%{{.*}}: !ts.tensor, %{{.*}}: f64) -> !ts.tensor
# CHECK: ts.mul %{{.*}}, %{{.*}} : !ts.tensor, f64 -> !ts.tensor

# CHECK-LABEL: func.func @forms(
# CHECK-SAME: %[[A:[a-z0-9]+]]: !ts.tensor, %[[B:[a-z0-9]+]]: !ts.tensor, %[[N:[a-z0-9]+]]: i64, %[[X:[a-z0-9]+]]: f64
# CHECK-SAME: -> !ts.tensor attributes {llvm.emit_c_interface}
def forms(a, b, n: int, x: float):
    """Docstrings are allowed."""
    # Scalar arithmetic follows Python: int * int is int, / gives float.
    # CHECK: %[[M:.*]] = ts.mul %[[N]], %[[N]] : i64, i64 -> i64
    m = n * n
    # CHECK: ts.div %[[M]], %{{.*}} : i64, i64 -> f64
    q = m / 2
    # CHECK: ts.add %{{.*}}, %[[X]] : f64, f64 -> f64
    q += x
    # CHECK: ts.neg %[[A]] : !ts.tensor -> !ts.tensor
    neg = -a
    # Annotated assignment.
    # CHECK: ts.sub %[[A]], %[[B]] {bool_check} : !ts.tensor, !ts.tensor -> !ts.tensor
    d: torch.Tensor = a - b
    # CHECK: ts.matmul %{{.*}}, %{{.*}} : !ts.tensor, !ts.tensor -> !ts.tensor
    # CHECK: ts.transpose %[[B]], 0, -1
    # CHECK: ts.matmul
    # CHECK: ts.transpose %{{.*}}, 1, 0
    mm = torch.matmul(d, neg) @ b.t() @ a.transpose(1, 0)
    # CHECK: ts.relu
    # CHECK: ts.relu
    r = F.relu(torch.relu(mm))
    # Keyword arguments and defaults of script functions.
    # CHECK: call @helper(%{{.*}}, %{{.*}}) : (!ts.tensor, f64) -> !ts.tensor
    h = helper(r, scale=x)
    # CHECK: %[[TWO:.*]] = ts.constant 2.000000e+00 : f64
    # CHECK: call @helper(%{{.*}}, %[[TWO]])
    h2 = helper(h)
    # CHECK: ts.add %{{.*}}, %{{.*}} : !ts.tensor, f64 -> !ts.tensor
    # CHECK: return
    return h2 + q
