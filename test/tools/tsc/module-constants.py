# A module's constant attributes may be strings, lists, tuples and dicts of
# literals, and `int`/`float` of one (also of a ModuleList comprehension's
# loop variable); `Final` declarations in the class body are accepted.
# Results as real TorchScript computes them (`torch.jit.script(M().eval())`).
# RUN: echo '{"entry": "M.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.m.json
# RUN: tsc run %s --args %t.m.json 2>/dev/null | FileCheck %s --check-prefix=CONSTANTS
# RUN: echo '{"entry": "N.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.n.json
# RUN: tsc run %s --args %t.n.json 2>/dev/null | FileCheck %s --check-prefix=LAYERS
# RUN: echo '{"entry": "D.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.d.json
# RUN: tsc run %s --args %t.d.json 2>/dev/null | FileCheck %s --check-prefix=DICT
# RUN: not tsc compile %s --entry BadKey.forward 2>&1 | FileCheck %s --check-prefix=BADKEY
import torch
from typing import Dict, Final


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


# A ModuleDict: layers by string-literal key, and loops over its keys,
# values and items (unrolled, in insertion order); `n: Final[int] = 2` in
# the class body is a constant attribute.
# DICT: "a",{"tensor":{"dtype":"float32","shape":[2],"data":[10.0,14.0]}}
# DICT-SAME: "b",{"tensor":{"dtype":"float32","shape":[2],"data":[16.0,26.0]}}
# DICT-SAME: "sum",{"tensor":{"dtype":"float32","shape":[2],"data":[14.0,23.0]}}
class D(torch.nn.Module):
    n: Final[int] = 2

    def __init__(self):
        super().__init__()
        self.heads = torch.nn.ModuleDict({"a": Lin(2.0), "b": Lin(5.0)})

    def forward(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
        out: Dict[str, torch.Tensor] = {}
        for k, h in self.heads.items():
            out[k] = h(x) * self.n + 6.0
        total = x * 0.0
        for h in self.heads.values():
            total = total + h(x)
        for k in self.heads:
            total = total + float(len(k))
        out["sum"] = total + self.heads["a"](x) + 3.0
        return out


class BadKey(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = torch.nn.ModuleDict({"a": Lin(2.0)})

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # BADKEY: module-constants.py:[[@LINE+1]]:27: error: KeyError: `self.heads` has no layer 'z' (it has a)
        return self.heads["z"](x)
