# Elementwise chains fuse into one loop nest (issue: `tanh(x*a+b)*x+1`),
# broadcasting operands included.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3, 4], "data": [0,1,2,3,4,5,6,7,8,9,10,11]}}, {"tensor": {"dtype": "float32", "shape": [4], "data": [1,2,3,4]}}, {"tensor": {"dtype": "float32", "shape": [3, 1], "data": [1,2,3]}}]' > %t.json
# RUN: tsc compile %s --entry f --args %t.json --emit=linalg | FileCheck %s
# CHECK-LABEL: func.func @f
# CHECK-COUNT-1: linalg.generic
# CHECK-NOT: linalg.generic
# CHECK: math.tanh
# CHECK: return
import torch


def f(x: torch.Tensor, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.tanh(x * a + b) * x + 1
