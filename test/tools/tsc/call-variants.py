# A call passing ints known at compile time calls a variant of the callee
# compiled with those values, so the callee may use them where an op needs
# a compile-time int (`x.norm(p=p)`, `x.sum(dim)`), as TorchScript takes
# them at run time. A call with other values gets another variant; a
# recursive call through a variant is still recursion.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [3, 4, -6, 8]}}]' > %t.json
# RUN: tsc run %s --entry f --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry recursive 2>&1 | FileCheck %s --check-prefix=RECURSIVE
import torch


def normalized(x: torch.Tensor, p: int = 2, dim: int = -1) -> torch.Tensor:
    return x / x.norm(p=p, dim=dim, keepdim=True)


# CHECK-LABEL: func.func private @normalized.intx_1_0
# CHECK-LABEL: func.func private @normalized.intx_2_1
# CHECK-LABEL: func.func @f
# CHECK: call @normalized.intx_1_0
# CHECK: call @normalized.intx_2_1
# OUT: {"tensor":{"dtype":"float32","shape":[2,2],"data":[0.9333333969116211,1.1333333253860474,-1.2666666507720947,1.4666666984558105]}}
def f(x: torch.Tensor) -> torch.Tensor:
    return normalized(x, 1, 0) + normalized(x, dim=1)


def countdown(n: int) -> int:
    if n <= 0:
        return 0
    # RECURSIVE: call-variants.py:[[@LINE+1]]:16: error: recursive call to `countdown`: TorchScript does not support recursion
    return 1 + countdown(n - 1)


def recursive(a: int) -> int:
    return countdown(3) + a
