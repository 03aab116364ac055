# What `__init__` runs of the module's own methods is checked like
# `__init__` itself: recursion, a missing argument and an in-place method
# other than the initializations, and an `apply` or loop over the
# modules that does more than initialize, are located errors (each class's
# `__init__` is run when the file is read).
# RUN: not tsc compile %s --entry A.forward 2>&1 | FileCheck %s
import torch
import torch.nn as nn


class A(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))
        self.again()

    def again(self):
        # CHECK: module-init-method-errors.py:[[@LINE+1]]:9: error: recursive call to `again` in the module's `__init__`
        self.again()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class B(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))
        # CHECK: module-init-method-errors.py:[[@LINE+1]]:9: error: scaled() is missing value for argument 'k'
        self.scaled()

    def scaled(self, k: float):
        self.w.fill_(k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class C(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))
        with torch.no_grad():
            # CHECK: module-init-method-errors.py:[[@LINE+1]]:13: error: `exponential_` on a parameter or buffer in a module's `__init__` is not supported (`fill_`, `zero_`, `uniform_`, `normal_` and `nn.init` are)
            self.w.exponential_()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class D(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        # CHECK: module-init-method-errors.py:[[@LINE+1]]:9: error: `self.apply`'s function in a module's `__init__` may only initialize tensors
        self.apply(self._count)

    def _count(self, m: nn.Module):
        self.n = 1

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x)


class E(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        # CHECK: module-init-method-errors.py:[[@LINE+1]]:18: error: a loop over the module's modules or parameters in a module's `__init__` may only initialize tensors
        for p in self.parameters():
            self.n = 1

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x)


class F(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))
        # CHECK: module-init-method-errors.py:[[@LINE+1]]:28: error: scaled() got an unexpected keyword argument 'b'
        self.scaled(k=2.0, b=3)

    def scaled(self, k: float):
        self.w.fill_(k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w
