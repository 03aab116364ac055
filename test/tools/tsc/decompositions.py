# Composite ops written in TorchScript (lib/importer/src/decompositions.py)
# are inlined at each call: the IR is that of the ops they use, every op
# located at the call, and their errors point at the call too. Parameters
# bound to literals (`unbiased`, `reduction`, `p`) are literals where the
# ops inside need them; `reduction == "sum"` folds once inlined.
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, -2, 3, 4]}}]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=ts | FileCheck %s --check-prefix=IR
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "bad_groups", "args": [{"tensor": {"dtype": "float32", "shape": [1, 3, 2], "data": [1, 2, 3, 4, 5, 6]}}]}' > %t.bad.json
# RUN: not tsc run %s --args %t.bad.json 2>&1 | FileCheck %s --check-prefix=BAD
# RUN: echo '{"entry": "reflect_too_far", "args": [{"tensor": {"dtype": "float32", "shape": [1, 2], "data": [1, 2]}}]}' > %t.pad.json
# RUN: not tsc run %s --args %t.pad.json 2>&1 | FileCheck %s --check-prefix=PAD
import torch
import torch.nn.functional as F
from typing import Tuple


# IR-LABEL: func.func @f
# IR: %[[X:.*]] = ts.tensor_static_info_cast %arg0
# IR-NEXT: ts.mul %[[X]], %[[X]]
# IR-NOT: ts.str_equal
# IR: ts.exp
# OUT: {"tuple":[{"tensor":{"dtype":"float32","shape":[2,2],"data":[1.0,4.0,9.0,16.0]}},{"tensor":{"dtype":"float32","shape":[],"data":[0.0]}}]}
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    return torch.square(x), F.kl_div(x, x, reduction="sum", log_target=True)


def bad_groups(x: torch.Tensor) -> torch.Tensor:
    # BAD: decompositions.py:[[@LINE+1]]:12: error: RuntimeError: Expected number of channels in input to be divisible by num_groups
    return F.group_norm(x, 2)


def reflect_too_far(x: torch.Tensor) -> torch.Tensor:
    # PAD: decompositions.py:[[@LINE+1]]:12: error: RuntimeError: Argument #4: Padding size should be less than the corresponding input dimension
    return F.pad(x, (2, 0), mode="reflect")
