# torch.tensor(xs) of a list known only at run time emits ts.list_to_tensor,
# one run-time size per level of nesting; lists of other things, or nested
# deeper than two, are located errors.
# RUN: tsc compile %s --entry rows --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "rows", "args": [[[1, 2, 3], [4, 5, 6]]]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry strings 2>&1 | FileCheck %s --check-prefix=STRINGS
# RUN: not tsc compile %s --entry deep 2>&1 | FileCheck %s --check-prefix=DEEP
import torch
from typing import List


# IR-LABEL: func.func @rows
# IR: ts.list_to_tensor %{{.*}} : !ts.list<!ts.list<i64>> -> !ts.tensor<[?,?],f32>
# OUT: {"tensor":{"dtype":"float32","shape":[2],"data":[2.0,5.0]}}
def rows(xs: List[List[int]]) -> torch.Tensor:
    return torch.tensor(xs, dtype=torch.float32).mean(1)


def strings(xs: List[str]) -> torch.Tensor:
    # STRINGS: tensor-of-list.py:[[@LINE+1]]:25: error: tensor(): a list of numbers or bools (nested or not) was expected, not List[str]
    return torch.tensor(xs)


def deep(xs: List[List[List[int]]]) -> torch.Tensor:
    # DEEP: tensor-of-list.py:[[@LINE+1]]:25: error: tensor() of a list nested more than two deep known only at run time is not supported yet
    return torch.tensor(xs)
