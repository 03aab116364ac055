# What a module's __init__ may contain is checked when the class is read
# (whatever the entry): anything beyond parameters, buffers, the supported
# layers (and Sequential/ModuleList of them) and literal constants is a
# located error.
# RUN: not tsc compile %s --entry Bad.forward 2>&1 | FileCheck %s
import torch


class Bad(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # CHECK: module-errors.py:[[@LINE+1]]:23: error: in a module's `__init__`, only parameters
        self.layers = torch.nn.GRU(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# Layer lists are iterated or indexed by literals, not called.
# RUN: not tsc compile %s --entry Layers.forward 2>&1 | FileCheck %s --check-prefix=LAYERS
class Layers(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = torch.nn.ModuleList([torch.nn.ReLU(), torch.nn.Tanh()])

    def forward(self, x: torch.Tensor, i: int) -> torch.Tensor:
        # LAYERS: module-errors.py:[[@LINE+1]]:13: error: `self.blocks` is a ModuleList, which cannot be called: iterate over it or index it
        y = self.blocks(x)
        # LAYERS: module-errors.py:[[@LINE+1]]:25: error: index 2 is out of range for `self.blocks`, which has 2 layers
        z = self.blocks[2](x)
        # LAYERS: module-errors.py:[[@LINE+1]]:25: error: a layer list must be indexed by an integer literal
        w = self.blocks[i](x)
        return x


# A module class constructed with arguments its `__init__` does not take.
# RUN: not tsc compile %s --entry Outer.forward 2>&1 | FileCheck %s --check-prefix=CTOR
class Inner(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(2, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(x)


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # CTOR: module-errors.py:[[@LINE+1]]:22: error: in a module's `__init__`, only parameters (`nn.Parameter`), buffers (`register_buffer`), literal constants (or arithmetic on them and on `__init__`'s parameters), instances of module classes defined above (with literal constructor arguments)
        self.inner = Inner(3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x)


# The entry's class must be complete: an `__init__` parameter without a
# default leaves its layers unknown.
# RUN: not tsc compile %s --entry Sized.forward 2>&1 | FileCheck %s --check-prefix=SIZED
class Sized(torch.nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.fc = torch.nn.Linear(n, n)

    # SIZED: module-errors.py:[[@LINE+1]]:9: error: module `Sized` is compiled as the entry, but its `__init__` takes arguments without defaults, so its layers are unknown (give them defaults)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(x)

