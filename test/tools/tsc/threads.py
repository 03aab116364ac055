# Large loops run on the runtime's thread pool; --threads sets its size
# (the same result on one thread or two), and a count of 0 is refused.
# RUN: echo '{"entry": "f", "args": [1]}' > %t.json
# RUN: tsc run %s --args %t.json --threads 1 | FileCheck %s
# RUN: tsc run %s --args %t.json --threads 2 | FileCheck %s
# RUN: not tsc run %s --args %t.json --threads 0 2>&1 | FileCheck %s --check-prefix=ZERO
# RUN: not tsc run %s --args %t.json --threads 100000 2>&1 | FileCheck %s --check-prefix=MANY
# RUN: tsc compile %s --args %t.json --emit=llvm | FileCheck %s --check-prefix=IR
import torch


# CHECK: 4718593
# ZERO: error: --threads: cannot set the thread pool: the thread count must be at least 1
# MANY: error: --threads: cannot set the thread pool: the thread count must be at most 1024, got 100000
# IR: llvm.call @ts_rt_parallel_for
def f(n: int) -> int:
    w = torch.ones(192, 128)
    return int((w @ w.t()).sum().item()) + n
