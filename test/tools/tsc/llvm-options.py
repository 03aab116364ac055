# LLVM's own options reach its code generation (`--mllvm`, as clang's
# -mllvm): here the assembly syntax. The compiler sets its own first
# (DEFAULT_LLVM_OPTIONS); an option LLVM does not know, or a bad value,
# is an error.
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [4], "data": [1, 2, 3, 4]}}]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=asm | FileCheck %s --check-prefix=ATT
# RUN: tsc compile %s --args %t.json --emit=asm --mllvm=-x86-asm-syntax=intel | FileCheck %s --check-prefix=INTEL
# RUN: tsc run %s --args %t.json --mllvm=-unroll-threshold=0 --mllvm -combiner-store-merging=true | FileCheck %s
# RUN: not tsc run %s --args %t.json --mllvm=-no-such-option 2>&1 | FileCheck %s --check-prefix=UNKNOWN
# RUN: not tsc run %s --args %t.json --mllvm=-unroll-threshold=many 2>&1 | FileCheck %s --check-prefix=VALUE
import torch

# ATT: vmovss{{.*}}(%rsi), %xmm0
# INTEL: vmovss xmm0, dword ptr [rsi]
# INTEL-NOT: %xmm
# CHECK: {"tensor":{"dtype":"float32","shape":[4],"data":[3.0,5.0,7.0,9.0]}}
# UNKNOWN: tsc: error: LLVM option: Unknown command line argument '-no-such-option'.
# VALUE: 'many' value invalid for uint argument
# VALUE: tsc: error: LLVM option: LLVM rejected one of `{{.*}}-unroll-threshold=many`


def f(x: torch.Tensor) -> torch.Tensor:
    return x * 2 + 1
