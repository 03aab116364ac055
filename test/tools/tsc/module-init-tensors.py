# Tensors a module's `__init__` computes are replayed at the start of each
# method: a plain tensor attribute always; a buffer or parameter with a
# deterministic initial value where the weights file does not give it (a
# non-persistent buffer, or no file at all), and lifted into the signature
# where it does (the file's value wins: training may have changed it).
# RUN: tsc compile %inputs/init-tensors/model.py --entry Net.forward --emit=ts | FileCheck %s --check-prefix=NOFILE
# RUN: tsc compile %inputs/init-tensors/model.py --entry Net.forward --emit=ts --weights %inputs/init-tensors/weights.safetensors | FileCheck %s --check-prefix=FILE
# RUN: tsc run %inputs/init-tensors/model.py --args %inputs/init-tensors/inputs.json --weights %inputs/init-tensors/weights.safetensors --expected %inputs/init-tensors/expected.json 2>&1 | FileCheck %s --check-prefix=OUT
# RUN: not tsc run %inputs/init-tensors/model.py --args %inputs/init-tensors/inputs.json 2>&1 | FileCheck %s --check-prefix=NEEDS
# RUN: not tsc compile %s --entry Noisy.forward 2>&1 | FileCheck %s --check-prefix=RANDOM
# RUN: not tsc compile %s --entry NoisyLocal.forward 2>&1 | FileCheck %s --check-prefix=RANDOM-LOCAL
import torch

# Without a file only fc's tensors (random initial values) are lifted; the
# positional encoding is filled slice by slice in the method.
# NOFILE-LABEL: func.func @Net.forward(%arg0: !ts.tensor, %arg1: !ts.tensor, %arg2: !ts.tensor) -> !ts.tensor
# NOFILE: ts.full [16, 8], 0.000000e+00
# NOFILE: ts.slice_scatter
# NOFILE: ts.tril
# With the file, `mask` and `gain` come from it; `pos.pe` (not persistent) does not.
# FILE-LABEL: func.func @Net.forward(%arg0: !ts.tensor, %arg1: !ts.tensor, %arg2: !ts.tensor, %arg3: !ts.tensor, %arg4: !ts.tensor) -> !ts.tensor
# FILE-NOT: ts.tril
# OUT: result matches
# NEEDS: error: the entry uses the module's tensors (fc.weight, fc.bias), which its `__init__` does not compute deterministically; pass them with --weights FILE.safetensors


class Noisy(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # RANDOM: module-init-tensors.py:[[@LINE+1]]:22: error: `self.noise` is random: its value is known only when the module is constructed (make it a parameter or buffer and give it in the weights file)
        self.noise = torch.randn(3) * 2.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.noise


class NoisyLocal(torch.nn.Module):
    def __init__(self):
        super().__init__()
        w = torch.zeros(3)
        # RANDOM-LOCAL: module-init-tensors.py:[[@LINE+1]]:9: error: the tensor `w` is random
        w.normal_()
        self.w = w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.w
