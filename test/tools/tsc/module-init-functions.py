# `nn.init.*` in a module's `__init__`: a deterministic one (zeros_, ones_,
# constant_, eye_) computes the tensor from its computed value; a random
# one makes it come from the weights file, like any random tensor; an
# unknown one, or one on something else, is a located error.
# RUN: echo '{"entry": "Random.forward", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}]}' > %t.json
# RUN: not tsc run %inputs/module-init-functions/random.py --args %t.json 2>&1 | FileCheck %s --check-prefix=RANDOM
# RUN: not tsc compile %s --entry Unknown.forward 2>&1 | FileCheck %s
import torch
import torch.nn as nn


# Only `w` (random) must come from a file; `b` is computed (zeros).
# RANDOM: tsc: error: the entry uses the module's tensors (w), which its `__init__` does not compute deterministically; pass them with --weights FILE.safetensors


class Unknown(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))
        # CHECK: module-init-functions.py:[[@LINE+1]]:9: error: nn.init.magic_ is not supported
        nn.init.magic_(self.w)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class Local(nn.Module):
    def __init__(self):
        super().__init__()
        t = torch.ones(3)
        # CHECK: module-init-functions.py:[[@LINE+1]]:24: error: nn.init.zeros_ of something other than a parameter or buffer of this module
        nn.init.zeros_(t)
        self.w = nn.Parameter(t)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w
