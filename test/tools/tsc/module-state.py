# A module's attributes are state in TorchScript: what `forward` assigns,
# the next call sees. Compiled calls each start from `__init__`'s values,
# so an assignment compiles (the first call's result is TorchScript's)
# with a located warning saying so.
# RUN: echo '{"entry": "Counter.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>&1 | FileCheck %s
# CHECK: module-state.py:27:9: warning: `self.calls` is assigned here, but a compiled call does not keep it for the next call: each call starts from the value `__init__` gives it (module state that persists across calls is not supported yet)
# CHECK-NEXT: {{^}}        self.calls += 1
# CHECK: {"tensor":{"dtype":"float32","shape":[2],"data":[3.0,5.0]}}
# CHECK-NOT: warning

# Reading attributes, and assigning those of script-class instances, is
# not state: no warning.
# RUN: echo '{"entry": "Reader.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.reader.json
# RUN: tsc run %s --args %t.reader.json 2>&1 | FileCheck %s --check-prefix=QUIET
# QUIET-NOT: warning
import torch


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0
        self.scale = 2.0

    def forward(self, x):
        self.calls += 1
        return x * self.scale + self.calls


class Box:
    def __init__(self, v: float):
        self.v = v


class Reader(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def forward(self, x):
        b = Box(self.scale)
        b.v = b.v + 1.0
        return x * b.v
