# A module's attributes are state in TorchScript: what a method assigns,
# the next call sees. The entry takes each `int`/`float`/`bool` attribute a
# method assigns as a parameter after the module's tensors and returns its
# new value after the result (like torch.export's buffers to mutate);
# `tsc run --repeat N` gives each call the state the last one returned.
# Expected values: real torch.jit.script, calling the module 1 and 3 times.
# RUN: tsc compile %s --entry Counter.forward --emit=ts | FileCheck %s --check-prefix=IR
# IR: func.func @Counter.forward(%arg0: !ts.tensor, %arg1: i64, %arg2: f64, %arg3: i1) -> (!ts.tensor, f64, i1, i64, f64, i1)
# IR: return %{{.*}}, %[[TOTAL:.*]], %[[BIG:.*]], %{{.*}}, %[[TOTAL]], %[[BIG]] : !ts.tensor, f64, i1, i64, f64, i1

# RUN: echo '{"entry": "Counter.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>&1 | FileCheck %s --check-prefix=ONCE
# ONCE-NOT: warning
# ONCE: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[3.0,5.0]}},{"float":3.0},false]}
# RUN: tsc run %s --args %t.json --repeat 3 2>&1 | FileCheck %s --check-prefix=THRICE
# THRICE: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[5.0,7.0]}},{"float":9.0},false]}
# RUN: tsc run %s --args %t.json --repeat 4 2>&1 | FileCheck %s --check-prefix=FOUR
# FOUR: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[6.0,8.0]}},{"float":12.0},true]}

# What a method the entry calls assigns, the entry sees — also from a loop
# (a counted one and one whose trip count is the input's size).
# RUN: echo '{"entry": "Bumper.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.bumper.json
# RUN: tsc run %s --args %t.bumper.json 2>&1 | FileCheck %s --check-prefix=BUMP1
# BUMP1: {"tensor":{"dtype":"float32","shape":[2],"data":[29.0,30.0]}}
# RUN: tsc run %s --args %t.bumper.json --repeat 3 2>&1 | FileCheck %s --check-prefix=BUMP3
# BUMP3: {"tensor":{"dtype":"float32","shape":[2],"data":[85.0,86.0]}}

# Submodules keep their own state, one per instance (in a ModuleList too),
# and one applied twice in a call sees its first application's.
# RUN: echo '{"entry": "Net.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.net.json
# RUN: tsc run %s --args %t.net.json 2>&1 | FileCheck %s --check-prefix=NET1
# NET1: {"tensor":{"dtype":"float32","shape":[2],"data":[2.0,4.0]}}
# RUN: tsc run %s --args %t.net.json --repeat 3 2>&1 | FileCheck %s --check-prefix=NET3
# NET3: {"tensor":{"dtype":"float32","shape":[2],"data":[810.0,1620.0]}}

# A data-dependent loop applying a ModuleList's stateful blocks carries
# their counts; a branch assigns on both arms.
# RUN: echo '{"entry": "Deep.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.deep.json
# RUN: tsc run %s --args %t.deep.json 2>&1 | FileCheck %s --check-prefix=DEEP1
# DEEP1: {"tensor":{"dtype":"float32","shape":[2],"data":[5.0,9.0]}}
# RUN: tsc run %s --args %t.deep.json --repeat 2 2>&1 | FileCheck %s --check-prefix=DEEP2
# DEEP2: {"tensor":{"dtype":"float32","shape":[2],"data":[146.0,290.0]}}

# Tensors `__init__` computes (a buffer, a tensor attribute, a submodule's
# buffer), changed by assignment, item assignment and in place: their
# first values come from the entry compiled as the state initializer.
# RUN: echo '{"entry": "Stats.forward", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, -2, 3]}}]}' > %t.stats.json
# RUN: tsc run %s --args %t.stats.json 2>&1 | FileCheck %s --check-prefix=STATS1
# STATS1-NOT: warning
# STATS1: {"tensor":{"dtype":"float32","shape":[3],"data":[5.5,-0.5,9.5]}}
# RUN: tsc run %s --args %t.stats.json --repeat 3 2>&1 | FileCheck %s --check-prefix=STATS3
# STATS3: {"tensor":{"dtype":"float32","shape":[3],"data":[13.75,-7.25,27.75]}}

# Attributes whose values the driver cannot hold (strings, containers)
# start from `__init__`'s value in each call: a located warning says so.
# Reading attributes, and assigning those of script-class instances, is
# not state.
# RUN: echo '{"entry": "Labels.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.labels.json
# RUN: tsc run %s --args %t.labels.json 2>&1 | FileCheck %s --check-prefix=WARN
# WARN: module-state.py:[[# @LINE + 128]]:9: warning: `self.names` is changed here, but a compiled call does not keep it for the next call: each call starts from the value `__init__` gives it (only tensors and `int`, `float` and `bool` attributes `__init__` sets to a literal are kept)
# WARN-NEXT: {{^}}        self.names = ["b"]
# WARN: module-state.py:[[# @LINE + 127]]:9: warning: `self.seen` is changed here
# WARN-NEXT: {{^}}        self.seen.append(2)
# WARN-NOT: warning
# WARN: {"tensor":{"dtype":"float32","shape":[2],"data":[2.0,4.0]}}
import torch
from torch import nn
from typing import List


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0
        self.total = 0.0
        self.seen_big = False
        self.scale = 2.0

    def forward(self, x):
        self.calls += 1
        self.total = self.total + float(x.sum())
        if self.total > 10.0:
            self.seen_big = True
        return x * self.scale + self.calls, self.total, self.seen_big


class Bumper(nn.Module):
    def __init__(self):
        super().__init__()
        self.n = 0

    def bump(self, k: int):
        self.n += k

    def forward(self, x):
        self.bump(2)
        self.bump(3)
        for i in range(3):
            self.bump(1)
        j = 0
        while j < x.size(0):
            self.bump(10)
            j += 1
        return x + self.n


class Tracker(nn.Module):
    def __init__(self):
        super().__init__()
        self.count = 0

    def forward(self, x):
        self.count += 1
        return x * self.count


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Tracker()
        self.b = Tracker()
        self.blocks = nn.ModuleList([Tracker(), Tracker()])

    def forward(self, x):
        y = self.a(x)
        y = self.a(y)
        for blk in self.blocks:
            y = blk(y)
        return self.b(y)


class Deep(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Tracker(), Tracker()])
        self.steps = 0

    def forward(self, x):
        y = x
        i = 0
        while i < x.size(0):
            for blk in self.blocks:
                y = blk(y)
            i += 1
        if x.sum() > 0:
            self.steps += 1
        else:
            self.steps -= 1
        return y + self.steps


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("seen", torch.ones(3, dtype=torch.int64))

    def forward(self, x):
        self.seen.add_(1)
        return x * self.seen


class Stats(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.full([3], 1.5))
        self.total = torch.zeros(2, 3)
        self.inner = Inner()

    def forward(self, x):
        self.mean = self.mean * 0.5 + x
        self.total[0] = self.total[0] + x
        return self.inner(self.mean) + self.total.sum()


class Box:
    def __init__(self, v: float):
        self.v = v


class Labels(nn.Module):
    def __init__(self):
        super().__init__()
        self.names: List[str] = ["a"]
        self.seen = [1]
        self.scale = 2.0

    def forward(self, x):
        self.names = ["b"]
        self.seen.append(2)
        b = Box(self.scale)
        b.v = b.v + 1.0
        return x * self.scale


# A submodule's method the parent's compiled code calls (`self.c.step()`)
# keeps what it assigns; a method TorchScript never compiles
# (`_load_from_state_dict`, which Python calls) is not read for state.
# RUN: echo '{"entry": "Stepper.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.step.json
# RUN: tsc run %s --args %t.step.json --repeat 3 2>&1 | FileCheck %s --check-prefix=STEP3
# STEP3-NOT: warning
# STEP3: {"tensor":{"dtype":"float32","shape":[2],"data":[3.0,6.0]}}
class Steps(nn.Module):
    def __init__(self):
        super().__init__()
        self.n = 0

    def step(self) -> int:
        self.n += 1
        return self.n

    def forward(self, x):
        return x

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        self.label = "loaded"
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)


class Stepper(nn.Module):
    def __init__(self):
        super().__init__()
        self.c = Steps()

    def forward(self, x):
        k = self.c.step()
        return x * k
