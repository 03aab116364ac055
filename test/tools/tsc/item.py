# `x.item()` with nothing to say which number it is: TorchScript's number
# follows the tensor's dtype. Without example inputs the import leaves it
# a provisional float marked with its offset; with them, the driver
# refines a first import, reads the dtype and imports again.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=PROVISIONAL
# RUN: echo '[{"tensor": {"dtype": "int64", "shape": [2], "data": [3, 4]}}]' > %t.int.json
# RUN: tsc compile %s --args %t.int.json --entry f --emit=ts | FileCheck %s --check-prefix=INT
# RUN: tsc run %s --args %t.int.json --entry f 2>/dev/null | FileCheck %s --check-prefix=INT-OUT
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2], "data": [3, 4.5]}}]' > %t.float.json
# RUN: tsc run %s --args %t.float.json --entry f 2>/dev/null | FileCheck %s --check-prefix=FLOAT-OUT
# A helper whose item() is of a float tensor at one call and of an int one
# at another is inlined at each call (each learns its own number type).
# RUN: echo '{"entry": "item_twice", "args": [{"tensor": {"dtype": "float32", "shape": [1], "data": [1.5]}}, {"tensor": {"dtype": "int64", "shape": [1], "data": [2]}}]}' > %t.twice.json
# RUN: tsc run %s --args %t.twice.json 2>/dev/null | FileCheck %s --check-prefix=TWICE
import torch


# PROVISIONAL: ts.item %{{.*}} {marked_in = "f", untyped_at = {{[0-9]+}} : i64} : !ts.tensor -> f64
# INT: func.func @f({{.*}}) -> i64
# INT: ts.item %{{.*}} : !ts.tensor -> i64
# INT-NOT: untyped_at
# INT-OUT: 14
# FLOAT-OUT: {"float":15.0}
def f(x):
    s = x.sum().item()
    return s * 2


def doubled(x: torch.Tensor):
    return x.item() * 2


# TWICE: {"tuple":[{"float":3.0},4]}
def item_twice(x: torch.Tensor, n: torch.Tensor):
    return doubled(x), doubled(n)
