# TorchScript fixes a module attribute's type in `__init__`; a state
# tensor must keep its dtype and shape, since the compiled call is
# specialized to the first call's.
# RUN: echo '{"entry": "WrongType.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.type.json
# RUN: not tsc run %s --args %t.type.json 2>&1 | FileCheck %s --check-prefix=TYPE
# TYPE: module-state-errors.py:[[# @LINE + 19]]:9: error: Wrong type for attribute assignment. Expected int but got float
# TYPE-NEXT: {{^}}        self.calls = self.calls + 0.5
# RUN: echo '{"entry": "Grows.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.grows.json
# RUN: not tsc run %s --args %t.grows.json --weights %inputs/module-state/grows.safetensors 2>&1 | FileCheck %s --check-prefix=SHAPE
# SHAPE: module-state-errors.py:[[# @LINE + 25]]:9: error: `self.seen` is a Tensor(float32, [3]) when a call starts but a Tensor(float32, [5]) when it ends: a module attribute kept for the next call must keep its dtype and shape (the compiled call is specialized to the first call's)
# SHAPE-NEXT: {{^}}        self.seen = torch.cat([self.seen, x])
# RUN: echo '{"entry": "ToNone.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.none.json
# RUN: not tsc run %s --args %t.none.json 2>&1 | FileCheck %s --check-prefix=NONE
# NONE: module-state-errors.py:[[# @LINE + 31]]:9: error: Wrong type for attribute assignment. Expected Tensor but got NoneType
import torch
from torch import nn


class WrongType(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, x):
        self.calls = self.calls + 0.5
        return x


class Grows(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("seen", torch.zeros(3))

    def forward(self, x):
        self.seen = torch.cat([self.seen, x])
        return x


class ToNone(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("seen", torch.zeros(3))

    def forward(self, x):
        self.seen = None
        return x
