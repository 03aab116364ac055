# `__init__` may call the module's own methods (`self.reset_parameters()`),
# which run there as part of it, and set parameters in place under
# `torch.no_grad()`: `fill_`/`zero_` (also through `.data`) compute the
# new starting value like `nn.init.constant_`/`zeros_`; a random one
# (`normal_`, `uniform_`) makes the parameter come from the weights file.
# RUN: echo '{"entry": "M.forward", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 1, 1]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s
# CHECK: {"tensor":{"dtype":"float32","shape":[3],"data":[4.0,4.0,4.0]}}
# RUN: echo '{"entry": "Random.forward", "args": [{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 1, 1]}}]}' > %t.random.json
# RUN: not tsc run %s --args %t.random.json 2>&1 | FileCheck %s --check-prefix=RANDOM
# RANDOM: error: the entry uses the module's tensors (w), which its `__init__` does not compute deterministically; pass them with --weights
# `self.apply(f)` and loops over `self.modules()`/`self.parameters()` that
# only initialize tensors are not run: those tensors come from the weights
# file (without it, the entry names them).
# RUN: tsc run %inputs/init-weights-apply/model.py --args %inputs/init-weights-apply/inputs.json --weights %inputs/init-weights-apply/weights.safetensors --expected %inputs/init-weights-apply/expected.json 2>&1 | FileCheck %s --check-prefix=APPLY
# APPLY: tsc: result matches
# RUN: not tsc run %inputs/init-weights-apply/model.py --args %inputs/init-weights-apply/inputs.json 2>&1 | FileCheck %s --check-prefix=APPLY-NEEDS
# APPLY-NEEDS: error: the entry uses the module's tensors (lin.weight, lin.bias, emb.weight, norm.weight, norm.bias), which its `__init__` does not compute deterministically
# Only the attributes it initializes (`.weight`, `.bias`) are left to the
# file: a buffer computed before (`pe`, not in a state dict) stays computed.
# RUN: tsc compile %s --entry Applied.forward --emit=ts | FileCheck %s --check-prefix=KEPT
# KEPT-LABEL: func.func @Applied.forward(%arg0: !ts.tensor, %arg1: !ts.tensor, %arg2: !ts.tensor) -> !ts.tensor
# KEPT: ts.range {length = 3 : i64
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self, n: int = 3):
        super().__init__()
        self.w = nn.Parameter(torch.ones(n))
        self.b = nn.Parameter(torch.ones(n) * 2.0)
        self.register_buffer("s", torch.arange(n).float())
        self.reset(0.5)
        self._zero_bias()

    def reset(self, v: float, k: int = 2):
        with torch.no_grad():
            self.w.fill_(v * k)
        return

    def _zero_bias(self):
        self.b.data.zero_()
        nn.init.constant_(self.s, 3.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w + self.b + self.s


class Random(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.zeros(3))
        self.reset_parameters()

    def reset_parameters(self):
        with torch.no_grad():
            self.w.normal_(0.0, 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class Applied(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.register_buffer("pe", torch.arange(3.0), persistent=False)
        self.apply(self._init_weights)

    def _init_weights(self, module: nn.Module):
        if isinstance(module, nn.Linear):
            module.weight.data.normal_(mean=0.0, std=0.02)
            if module.bias is not None:
                module.bias.data.zero_()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x) + self.pe
