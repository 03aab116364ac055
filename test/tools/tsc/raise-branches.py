# A branch that always raises never reaches the code after its `if`: there a
# variable has the value the other branches give it (TorchScript's rule), and
# the raising branch yields a placeholder. After a `raise` that is always
# reached (also through a condition known at compile time), nothing more of
# the block is emitted; a function that then returns nothing returns a
# placeholder of its declared type.
# RUN: echo '{"entry": "pick", "args": [2]}' > %t.two.json
# RUN: echo '{"entry": "pick", "args": [3]}' > %t.three.json
# RUN: tsc run %s --args %t.two.json 2>/dev/null | FileCheck %s --check-prefix=TWO
# RUN: not tsc run %s --args %t.three.json 2>&1 | FileCheck %s --check-prefix=THREE
# RUN: echo '{"entry": "needs_weight", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.none.json
# RUN: not tsc run %s --args %t.none.json 2>&1 | FileCheck %s --check-prefix=NONE
# RUN: not tsc compile %s --entry one_sided 2>&1 | FileCheck %s --check-prefix=ONESIDED
import torch
from typing import Optional


# TWO: {{^}}20{{$}}
def pick(c: int) -> int:
    if c == 1:
        y = 10
    elif c == 2:
        y = 20
    else:
        # THREE: raise-branches.py:[[@LINE+1]]:9: error: ValueError: no choice 3
        raise ValueError("no choice " + str(c))
    return y


def needs_weight(x: torch.Tensor, w: Optional[torch.Tensor] = None) -> torch.Tensor:
    if w is None:
        # NONE: raise-branches.py:[[@LINE+1]]:9: error: ValueError: a weight is required
        raise ValueError("a weight is required")
    return x * w.sum()


# Only a branch that raises is exempt: one that falls through must assign.
def one_sided(c: int) -> int:
    if c == 1:
        y = 10
    elif c == 2:
        print("two")
    else:
        raise ValueError("no choice")
    # ONESIDED: raise-branches.py:[[@LINE+1]]:12: error: y is not defined in the false branch
    return y
