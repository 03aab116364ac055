# `__init__` runs at compile time, within bounds: a huge range or too many
# statements is a located error, not a compiler that never finishes.
# (A file of its own: every class of a file has its `__init__` run.)
# RUN: not tsc compile %s --entry HugeRange.forward 2>&1 | FileCheck %s --check-prefix=HUGE
# RUN: not tsc compile %s --entry LongInit.forward 2>&1 | FileCheck %s --check-prefix=LONG
import torch


class HugeRange(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.total = 0
        # HUGE: module-init-limits.py:[[@LINE+1]]:18: error: a sequence of 1000000000000 items in a module's `__init__` is longer than the compiler evaluates when it constructs the module (2^20)
        for i in range(1000000000000):
            self.total += i

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.total


class LongInit(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.total = 0
        for i in range(1048576):
            for j in range(1048576):
                # LONG: module-init-limits.py:[[@LINE+1]]:17: error: the module's `__init__` runs more than 1048576 statements here; the compiler runs it when it constructs the module, and stops
                self.total += j

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.total
