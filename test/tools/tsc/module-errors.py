# What a module's __init__ may contain is checked when the class is read
# (whatever the entry): anything beyond parameters, buffers, nn.Linear and
# activation submodules and literal constants is a located error.
# RUN: not tsc compile %s --entry Bad.forward 2>&1 | FileCheck %s
import torch


class Bad(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # CHECK: module-errors.py:[[@LINE+1]]:23: error: in a module's `__init__`, only parameters
        self.layers = torch.nn.GRU(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x
