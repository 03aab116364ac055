# An ahead-of-time object that uses lists and strings links against the
# runtime library `libts_rt.a` (the same C-ABI functions the JIT resolves):
# the result, `print`, `warnings.warn` and a failed `assert` behave as
# under `tsc run`; a matmul large enough to run on the runtime's thread
# pool runs there.
# Without a guarded caller, a raise prints the located error and exits 1.
# RUN: echo '{"entry": "f", "args": [6]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=obj -o %t.o
# RUN: cc %inputs/aot-driver.c %t.o %ts_rt_lib %ts_rt_deps -o %t.exe
# RUN: %t.exe 6 | FileCheck %s --check-prefix=OK
# RUN: not %t.exe 200 2>&1 | FileCheck %s --check-prefix=RAISE
from typing import List
import torch
import warnings


# OK: THE-QUICK-BROWN-FOX [3, 5, 5, 3, 3, 5]
# OK-NEXT: 6  3
# OK-NEXT:  3
# OK-NEXT: [ CPUFloatType{2} ]
# OK-NEXT: matmul 4718592
# OK-NEXT: f = 24
def f(n: int) -> int:
    words = "the quick brown fox".split()
    xs: List[int] = []
    for i in range(n):
        xs.append(len(words[i % len(words)]))
    if n > 50:
        # RAISE: aot-runtime.py:[[@LINE+1]]:9: warning: UserWarning: n is large
        warnings.warn("n is large")
    # RAISE-NEXT: aot-runtime.py:[[@LINE+1]]:5: error: AssertionError: n is too large
    assert n < 100, "n is too large"
    print("-".join(words).upper(), xs)
    # A list of tensors of a run-time length (boxed by the runtime).
    ts = [torch.ones(2) * v for v in xs]
    print(len(ts), ts[0])
    w = torch.ones(192, 128)
    print("matmul", int((w @ w.t()).sum().item()))
    return sum(xs)
