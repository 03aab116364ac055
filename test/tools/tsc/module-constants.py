# A module's constant attributes may be strings, lists, tuples and dicts of
# literals, and `int`/`float` of one (also of a ModuleList comprehension's
# loop variable); `Final` declarations in the class body are accepted.
# Results as real TorchScript computes them (`torch.jit.script(M().eval())`).
# RUN: echo '{"entry": "M.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.m.json
# RUN: tsc run %s --args %t.m.json 2>/dev/null | FileCheck %s --check-prefix=CONSTANTS
# RUN: echo '{"entry": "N.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.n.json
# RUN: tsc run %s --args %t.n.json 2>/dev/null | FileCheck %s --check-prefix=LAYERS
import torch
from typing import Final


# CONSTANTS: {"tensor":{"dtype":"float32","shape":[2],"data":[9.0,15.0]}}
class M(torch.nn.Module):
    k: Final[int]

    def __init__(self):
        super().__init__()
        self.names = ["a", "bb"]
        self.k = 3
        self.scales = [1.0, 2.0]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        s = 0
        for n in self.names:
            s += len(n)
        return x * float(s) * self.scales[1] + self.k


class Lin(torch.nn.Module):
    def __init__(self, w: float):
        super().__init__()
        self.w = w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


# LAYERS: {"tensor":{"dtype":"float32","shape":[2],"data":[5.0,5.0]}}
class N(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = torch.nn.ModuleList([Lin(float(i)) for i in range(3)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x) + 1.0
        return x
