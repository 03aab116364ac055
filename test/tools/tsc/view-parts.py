# The parts of split, chunk and unbind are views of the tensor they split
# (lib/importer/src/shared_tensors.rs): a change through a part is written
# back as a slice_scatter of the part's bounds, and a loop over the parts
# reads each from the tensor as the earlier iterations left it.
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [3, 4], "data": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}}]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=ts | FileCheck %s --check-prefix=IR
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "held", "args": [{"tensor": {"dtype": "float32", "shape": [3, 4], "data": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}}]}' > %t.held.json
# RUN: not tsc run %s --args %t.held.json 2>&1 | FileCheck %s --check-prefix=HELD
import torch


# IR-LABEL: func.func @f
# IR: %[[X:.*]] = ts.tensor_static_info_cast %arg0
# IR: %[[B:.*]] = ts.split_part %[[X]] {count = 2 : i64, dim = 1 : i64, index = 1 : i64, size = 2 : i64}
# IR: %[[M:.*]] = ts.cast_to %{{.*}}, %{{.*}} into %[[B]]
# IR: ts.slice_scatter %[[X]], %[[M]] {dim = 1 : i64, end = 4 : i64, start = 2 : i64}
# IR: ts.chunk
# IR: ts.slice_scatter
# OUT: {"tensor":{"dtype":"float32","shape":[3,4],"data":[2.0,3.0,31.0,41.0,6.0,7.0,71.0,81.0,10.0,11.0,111.0,121.0]}}
def f(x: torch.Tensor) -> torch.Tensor:
    a, b = x.split(2, 1)
    b *= 10
    for p in x.chunk(2, 0):
        p.add_(1)
    return x


def held(x: torch.Tensor) -> torch.Tensor:
    parts = x.split(2)
    for p in parts:
        # HELD: view-parts.py:[[@LINE+1]]:9: error: in-place `mul_` on `p`, which `parts` also refers to, is not supported; use the out-of-place `mul`
        p.mul_(2)
    return x
