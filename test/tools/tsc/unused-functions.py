# Without --entry the frontend imports (and checks) every function but the
# `@torch.jit.unused` ones, whose bodies TorchScript never reads: the only
# error left is the missing entry.
# RUN: not tsc compile %s --emit=ts 2>&1 | FileCheck %s
# CHECK-NOT: numpy_only
# CHECK: tsc: error: no entry function: pass --entry NAME
import torch


@torch.jit.unused
def helper(x: torch.Tensor) -> torch.Tensor:
    return x.numpy_only()


def f(x: torch.Tensor) -> torch.Tensor:
    if bool(x.sum() > 100):
        return helper(x)
    return x + 1
