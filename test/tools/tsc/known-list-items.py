# Items of an int list display are ints known at compile time where nothing
# can have changed the list before the read (known_list_items.rs), so ops that
# need their dims then take them: in the display's block or a branch of it.
# A list written first, or read in a loop it was made outside of, is not.
# RUN: echo '{"entry": "dims_from_list", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OK
# RUN: not tsc compile %s --entry written_first 2>&1 | FileCheck %s --check-prefix=WRITTEN
# RUN: not tsc compile %s --entry read_in_loop 2>&1 | FileCheck %s --check-prefix=LOOP
import torch
from typing import Tuple


# OK: {"tuple":[{"tensor":{"dtype":"float32","shape":[3,2],"data":[1.0,4.0,2.0,5.0,3.0,6.0]}},{"tensor":{"dtype":"float32","shape":[3,2],"data":[1.0,4.0,2.0,5.0,3.0,6.0]}}]}
def dims_from_list(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    dims = [1, 0]
    if x.size(0) > 1:
        y = x.transpose(dims[0], dims[-1])
    else:
        y = x.t()
    return x.transpose(dims[1], dims[0]), y


def written_first(x: torch.Tensor) -> torch.Tensor:
    dims = [1, 0]
    dims[0] = 0
    # WRITTEN: known-list-items.py:[[@LINE+1]]:24: error: transpose(): argument 'dim0' must be an integer literal (or an int known at compile time)
    return x.transpose(dims[0], dims[1])


def read_in_loop(x: torch.Tensor) -> torch.Tensor:
    dims = [1, 0]
    for _ in range(2):
        # LOOP: known-list-items.py:[[@LINE+1]]:25: error: transpose(): argument 'dim0' must be an integer literal (or an int known at compile time)
        x = x.transpose(dims[0], dims[1])
    return x
