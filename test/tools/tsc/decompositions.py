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
# Special functions' edges are PyTorch's (inf at poles, NaN outside the domain);
# linear algebra and statistics raise PyTorch's errors, located at the call.
# RUN: echo '{"entry": "edges", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 2, 4]}}]}' > %t.edges.json
# RUN: tsc run %s --args %t.edges.json 2>/dev/null | FileCheck %s --check-prefix=EDGES
# RUN: echo '{"entry": "singular", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 2, 4]}}]}' > %t.singular.json
# RUN: not tsc run %s --args %t.singular.json 2>&1 | FileCheck %s --check-prefix=SINGULAR
# RUN: echo '{"entry": "not_positive_definite", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 2, 1]}}]}' > %t.pd.json
# RUN: not tsc run %s --args %t.pd.json 2>&1 | FileCheck %s --check-prefix=NOTPD
# RUN: echo '{"entry": "bad_quantile", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 2, 1]}}]}' > %t.q.json
# RUN: not tsc run %s --args %t.q.json 2>&1 | FileCheck %s --check-prefix=QUANTILE
# A check refinement decides (the sizes are known) leaves every path raising.
# RUN: echo '{"entry": "fold_mismatch", "args": [{"tensor": {"dtype": "float32", "shape": [1, 4, 5], "data": [0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19]}}]}' > %t.fold.json
# RUN: not tsc run %s --args %t.fold.json 2>&1 | FileCheck %s --check-prefix=FOLD
import torch
import torch.nn.functional as F
from typing import Tuple


# IR-LABEL: func.func @f
# IR: %[[X:.*]] = ts.tensor_static_info_cast %arg0
# IR-NEXT: ts.dtype %[[X]]
# IR: %[[Y:.*]] = scf.if
# IR: ts.mul %[[Y]], %[[Y]]
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


# PyTorch's det of this singular matrix is -0.0 too (a row swap, then a zero pivot).
# EDGES: {"tuple":[{"tensor":{"dtype":"float32","shape":[3],"data":["-inf","inf","nan"]}},{"tensor":{"dtype":"float32","shape":[3],"data":["inf","inf",-0.05624{{[0-9]+}}]}},{"tensor":{"dtype":"float32","shape":[3],"data":["-inf","inf","nan"]}},{"tensor":{"dtype":"float32","shape":[],"data":[-0.0]}}]}
def edges(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    e = torch.erfinv(torch.tensor([-1.0, 1.0, 1.5]))
    g = torch.lgamma(torch.tensor([0.0, -1.0, -2.5]))
    d = torch.digamma(torch.tensor([0.0, -0.0, -2.0]))
    return e, g, d, torch.det(x)


def singular(x: torch.Tensor) -> torch.Tensor:
    # SINGULAR: decompositions.py:[[@LINE+1]]:12: error: RuntimeError: linalg.inv: The solver failed because the input matrix is singular.
    return torch.inverse(x)


def not_positive_definite(x: torch.Tensor) -> torch.Tensor:
    # NOTPD: decompositions.py:[[@LINE+1]]:12: error: RuntimeError: linalg.cholesky: The factorization could not be completed because the input is not positive-definite (the leading minor of order 2 is not positive-definite).
    return torch.linalg.cholesky(x)


def bad_quantile(x: torch.Tensor) -> torch.Tensor:
    # QUANTILE: decompositions.py:[[@LINE+1]]:12: error: RuntimeError: quantile() q must be in the range [0, 1] but got 1.5
    return torch.quantile(x, 1.5)


def fold_mismatch(x: torch.Tensor) -> torch.Tensor:
    # FOLD: decompositions.py:[[@LINE+1]]:12: error: RuntimeError: Given output_size=[3, 3], expected size of input's dimension 2 to match the calculated number of sliding blocks 2 * 2 = 4, but got input.size(2)=5.
    return F.fold(x, (3, 3), 2)
