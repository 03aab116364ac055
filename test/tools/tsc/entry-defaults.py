# Trailing entry parameters without an example input take their defaults,
# as in a call: they are not inputs of the compiled function. A module
# class may leave out `__init__` (nn.Module's: no attributes). Modules are
# compiled for inference, so `self.training` is False (eval mode).
# RUN: echo '{"entry": "M.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.one.json
# RUN: tsc compile %s --args %t.one.json --emit=ts | FileCheck %s --check-prefix=IR
# RUN: tsc run %s --args %t.one.json 2>/dev/null | FileCheck %s --check-prefix=DEFAULT
# RUN: echo '{"entry": "M.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, {"float": 0.5}]}' > %t.two.json
# RUN: tsc run %s --args %t.two.json 2>/dev/null | FileCheck %s --check-prefix=GIVEN
# RUN: echo '{"entry": "Switch.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.switch.json
# RUN: tsc run %s --args %t.switch.json 2>/dev/null | FileCheck %s --check-prefix=EVAL
# RUN: echo '{"entry": "needs_two", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.missing.json
# RUN: not tsc run %s --args %t.missing.json 2>&1 | FileCheck %s --check-prefix=MISSING
import torch


# IR: func.func @M.forward(%arg0: !ts.tensor<[2],f32>) -> !ts.tensor
# DEFAULT: {"tensor":{"dtype":"float32","shape":[2],"data":[3.0,6.0]}}
# GIVEN: {"tensor":{"dtype":"float32","shape":[2],"data":[0.5,1.0]}}
class M(torch.nn.Module):
    def forward(self, x: torch.Tensor, scale: float = 3.0) -> torch.Tensor:
        return x * scale


# MISSING: error: `needs_two` takes 2 arguments, but 1 example inputs were given
def needs_two(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return x + y


# EVAL: {"tensor":{"dtype":"float32","shape":[2],"data":[2.0,4.0]}}
class Switch(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            return x * 100.0
        return x * 2.0
