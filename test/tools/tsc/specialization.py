# Int inputs that decide shapes are specialized to their example values
# (as torch.export does) and the compiled entry is guarded on them.
# RUN: echo '[4]' > %t.four.json
# RUN: echo '[5]' > %t.five.json
# RUN: tsc run %s --entry f --args %t.four.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# OUT: {"tensor":{"dtype":"int64","shape":[8],"data":[4,5,6,7,8,9,10,11]}}

# RUN: tsc compile %s --entry f --args %t.four.json --emit=ts | FileCheck %s --check-prefix=IR
# RUN: not tsc run %s --entry f --args %t.four.json --call-args %t.five.json 2>&1 | FileCheck %s --check-prefix=GUARD
# A function whose ints only flow into arithmetic is not guarded.
# RUN: tsc run %s --entry g --args %t.four.json --call-args %t.five.json 2>/dev/null | FileCheck %s --check-prefix=FREE
# IR: ts.range {{.*}}length = 8 : i64{{.*}} : !ts.tensor<[8],i64>
# GUARD: specialization.py:18:5: error: argument 0 was specialized to 4 when the function was compiled, got 5 (recompile for this value)
# FREE: {"tensor":{"dtype":"float32","shape":[3],"data":[5.0,5.0,5.0]}}
import torch


def f(n: int):
    return torch.arange(n * 2) + n


def g(n: int):
    return torch.ones(3) * n
