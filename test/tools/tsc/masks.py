# Boolean masks keep the true elements: x[mask] has a dim whose size is
# known only at run time; a mask of the wrong shape is a located error.
# RUN: echo '{"entry": "positive", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, -2, 3, -4]}}]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=linalg | FileCheck %s --check-prefix=IR
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "wrong_shape", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, -2, 3, -4]}}, {"tensor": {"dtype": "bool", "shape": [3], "data": [true, false, true]}}]}' > %t.shape.json
# RUN: not tsc run %s --args %t.shape.json 2>&1 | FileCheck %s --check-prefix=SHAPE
# RUN: echo '{"entry": "first", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [-1, -2, -3, -4]}}]}' > %t.first.json
# RUN: not tsc run %s --args %t.first.json 2>&1 | FileCheck %s --check-prefix=FIRST
# RUN: echo '{"entry": "split_parts", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, -2, 3, -4]}}]}' > %t.split.json
# RUN: tsc run %s --args %t.split.json 2>/dev/null | FileCheck %s --check-prefix=SPLIT
# RUN: echo '{"entry": "split_parts", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, -2, -3, -4]}}]}' > %t.one.json
# RUN: not tsc run %s --args %t.one.json 2>&1 | FileCheck %s --check-prefix=SPLIT-ONE
# RUN: echo '{"entry": "split_unpacked", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, -2, -3, -4]}}]}' > %t.unpacked.json
# RUN: not tsc run %s --args %t.unpacked.json 2>&1 | FileCheck %s --check-prefix=UNPACKED
import torch


# The positions of the true elements fill a tensor of their count in a
# loop; the result gathers through them.
# IR-LABEL: func.func @positive
# IR-SAME: ts.boxed_tensor_results = array<i64: 0>
# IR: scf.for {{.*}} -> (tensor<?xi64>, index)
# IR: tensor.empty(%{{.*}}) : tensor<?xf32>
# OUT: {"tensor":{"dtype":"float32","shape":[2],"data":[1.0,3.0]}}
def positive(x: torch.Tensor) -> torch.Tensor:
    return x[x > 0]


def wrong_shape(x: torch.Tensor, m: torch.Tensor) -> torch.Tensor:
    # SHAPE: masks.py:[[@LINE+1]]:12: error: The shape of the mask [3] at index 0 does not match the shape of the indexed tensor [2, 2] at index 0
    return x[m]


# Selecting from a dim of run-time size checks the index when it runs.
def first(x: torch.Tensor) -> torch.Tensor:
    # FIRST: masks.py:[[@LINE+1]]:12: error: IndexError: index 0 is out of bounds for dimension 0
    return x[x > 0][0]


# The number of parts a split of a run-time size makes is known only at
# run time: unpacked, it is checked then; otherwise the parts are a
# runtime list.
# SPLIT: {"tensor":{"dtype":"float32","shape":[1],"data":[3.0]}}
def split_parts(x: torch.Tensor) -> torch.Tensor:
    # SPLIT-ONE: masks.py:[[@LINE+1]]:12: error: IndexError: list index out of range
    return x[x > 0].split(1)[1]


def split_unpacked(x: torch.Tensor) -> torch.Tensor:
    # UNPACKED: masks.py:[[@LINE+1]]:12: error: RuntimeError: Expected 2 elements in a list, the parts of split(2) unpacked, but found another number
    a, b = x[x > 0].split(2)
    return b
