# F.grid_sample and F.affine_grid (decomposed in
# lib/importer/src/decompositions.py) check their arguments as PyTorch
# does, each error located at the call; their results are checked against
# TorchScript by the conformance cases op_grid_sample_* and op_affine_grid*.
# RUN: echo '{"entry": "bad_mode", "args": []}' > %t.mode.json
# RUN: not tsc run %s --args %t.mode.json 2>&1 | FileCheck %s --check-prefix=MODE
# RUN: echo '{"entry": "bad_padding", "args": []}' > %t.pad.json
# RUN: not tsc run %s --args %t.pad.json 2>&1 | FileCheck %s --check-prefix=PAD
# RUN: echo '{"entry": "batch_mismatch", "args": []}' > %t.batch.json
# RUN: not tsc run %s --args %t.batch.json 2>&1 | FileCheck %s --check-prefix=BATCH
# RUN: echo '{"entry": "last_dim_mismatch", "args": []}' > %t.last.json
# RUN: not tsc run %s --args %t.last.json 2>&1 | FileCheck %s --check-prefix=LAST
# RUN: echo '{"entry": "empty_spatial_dim", "args": []}' > %t.empty.json
# RUN: not tsc run %s --args %t.empty.json 2>&1 | FileCheck %s --check-prefix=EMPTY
# RUN: echo '{"entry": "bicubic_5d", "args": []}' > %t.cubic.json
# RUN: not tsc run %s --args %t.cubic.json 2>&1 | FileCheck %s --check-prefix=CUBIC
# RUN: echo '{"entry": "int_input", "args": []}' > %t.int.json
# RUN: not tsc run %s --args %t.int.json 2>&1 | FileCheck %s --check-prefix=INT
# RUN: echo '{"entry": "theta_shape", "args": []}' > %t.theta.json
# RUN: not tsc run %s --args %t.theta.json 2>&1 | FileCheck %s --check-prefix=THETA
# RUN: echo '{"entry": "theta_int", "args": []}' > %t.tint.json
# RUN: not tsc run %s --args %t.tint.json 2>&1 | FileCheck %s --check-prefix=TINT
# RUN: echo '{"entry": "grid_size_3d", "args": []}' > %t.size.json
# RUN: not tsc run %s --args %t.size.json 2>&1 | FileCheck %s --check-prefix=SIZE
# RUN: echo '{"entry": "grid_size_empty", "args": []}' > %t.zero.json
# RUN: not tsc run %s --args %t.zero.json 2>&1 | FileCheck %s --check-prefix=ZERO
import torch
import torch.nn.functional as F


def bad_mode() -> torch.Tensor:
    # MODE: grid-sample.py:[[@LINE+1]]:12: error: ValueError: nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but got: 'area'
    return F.grid_sample(torch.zeros(1, 1, 2, 2), torch.zeros(1, 2, 2, 2), mode="area", align_corners=False)


def bad_padding() -> torch.Tensor:
    # PAD: grid-sample.py:[[@LINE+1]]:12: error: ValueError: nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or 'reflection', but got: 'wrap'
    return F.grid_sample(torch.zeros(1, 1, 2, 2), torch.zeros(1, 2, 2, 2), padding_mode="wrap", align_corners=False)


def batch_mismatch() -> torch.Tensor:
    # BATCH: grid-sample.py:[[@LINE+1]]:12: error: RuntimeError: grid_sampler(): expected grid and input to have same batch size, but got input with sizes [1, 1, 2, 2] and grid with sizes [2, 2, 2, 2]
    return F.grid_sample(torch.zeros(1, 1, 2, 2), torch.zeros(2, 2, 2, 2), align_corners=False)


def last_dim_mismatch() -> torch.Tensor:
    # LAST: grid-sample.py:[[@LINE+1]]:12: error: RuntimeError: grid_sampler(): expected grid to have size 2 in last dimension, but got grid with sizes [1, 2, 2, 3]
    return F.grid_sample(torch.zeros(1, 1, 2, 2), torch.zeros(1, 2, 2, 3), align_corners=False)


def empty_spatial_dim() -> torch.Tensor:
    # EMPTY: grid-sample.py:[[@LINE+1]]:12: error: RuntimeError: grid_sampler(): expected input to have non-empty spatial dimensions, but input has sizes [1, 1, 0, 2] with dimension 2 being empty
    return F.grid_sample(torch.zeros(1, 1, 0, 2), torch.zeros(1, 2, 2, 2), align_corners=False)


def bicubic_5d() -> torch.Tensor:
    # CUBIC: grid-sample.py:[[@LINE+1]]:12: error: RuntimeError: grid_sampler(): bicubic interpolation only supports 4D input
    return F.grid_sample(torch.zeros(1, 1, 2, 2, 2), torch.zeros(1, 2, 2, 2, 3), mode="bicubic", align_corners=False)


def int_input() -> torch.Tensor:
    # INT: grid-sample.py:[[@LINE+1]]:12: error: RuntimeError: grid_sample expects a float32 or float64 input
    return F.grid_sample(torch.zeros(1, 1, 2, 2, dtype=torch.long), torch.zeros(1, 2, 2, 2), align_corners=False)


def theta_shape() -> torch.Tensor:
    # THETA: grid-sample.py:[[@LINE+1]]:12: error: ValueError: Expected a batch of 3D affine matrices of shape Nx3x4 for size [1, 1, 2, 2, 2]. Got [1, 2, 3].
    return F.affine_grid(torch.zeros(1, 2, 3), [1, 1, 2, 2, 2], False)


def theta_int() -> torch.Tensor:
    # (TorchScript prints a dtype as its number.)
    # TINT: grid-sample.py:[[@LINE+1]]:12: error: ValueError: Expected theta to have floating point type, but got 4
    return F.affine_grid(torch.zeros(1, 2, 3, dtype=torch.long), [1, 1, 2, 2], False)


def grid_size_3d() -> torch.Tensor:
    # SIZE: grid-sample.py:[[@LINE+1]]:12: error: NotImplementedError: affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, respectively. Got size [1, 1, 2].
    return F.affine_grid(torch.zeros(1, 2, 3), [1, 1, 2], False)


def grid_size_empty() -> torch.Tensor:
    # ZERO: grid-sample.py:[[@LINE+1]]:12: error: ValueError: Expected non-zero, positive output size. Got [1, 1, 0, 2]
    return F.affine_grid(torch.zeros(1, 2, 3), [1, 1, 0, 2], False)
