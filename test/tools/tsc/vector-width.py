# Matmuls are tiled for the target's vector registers: the host's widest
# (AVX-512, AVX2 or SSE), --prefer-vector-width, or a CPU named for an
# ahead-of-time object. Every width gives the same result on this host
# (wider vectors than it has are split by LLVM), f32 and f64, both
# kernels (outer products for `a @ b`, lane sums for `a @ b.t()`).
# RUN: echo '{"entry": "f", "args": [0]}' > %t.json
# RUN: tsc run %s --args %t.json | FileCheck %s
# RUN: tsc run %s --args %t.json --prefer-vector-width 128 | FileCheck %s
# RUN: tsc run %s --args %t.json --prefer-vector-width 512 | FileCheck %s
# RUN: tsc compile %s --args %t.json --emit=llvm --prefer-vector-width 512 | FileCheck %s --check-prefix=WIDE
# RUN: tsc compile %s --args %t.json --emit=asm --target-cpu=skylake-avx512 --target-features=+avx512f,+avx512vl,+avx512bw,+avx512dq,+avx2,+avx,+fma | FileCheck %s --check-prefix=SKX
# RUN: tsc compile %s --args %t.json --emit=asm --target-cpu=haswell --target-features=+avx2,+avx,+fma | FileCheck %s --check-prefix=HSW
# RUN: not tsc run %s --args %t.json --prefer-vector-width 384 2>&1 | FileCheck %s --check-prefix=BAD-WIDTH
# RUN: not tsc compile %s --args %t.json --emit=asm --target-cpu=haswell --target-features=avx2 2>&1 | FileCheck %s --check-prefix=BAD-FEATURES
# RUN: not tsc compile %s --args %t.json --emit=asm --target-cpu=haswell 2>&1 | FileCheck %s --check-prefix=NO-FEATURES
import torch
from typing import List


# CHECK: [1638000,1638000,819000,819000]
# WIDE: module attributes {{{.*}}ts.vector_bits = 512 : i64
# WIDE-DAG: llvm.intr.fmuladd{{.*}} -> vector<32xf32>
# WIDE-DAG: llvm.intr.fmuladd{{.*}} -> vector<16xf64>
# WIDE-DAG: llvm.fmul {{.*}} : vector<16xf32>
# SKX: vfmadd{{.*}}zmm
# HSW-NOT: zmm
# HSW: vfmadd{{.*}}ymm
# BAD-WIDTH: invalid value '384' for '--prefer-vector-width <PREFER_VECTOR_WIDTH>': expected one of 128, 256, 512 (bits)
# BAD-FEATURES: tsc: error: --target-features: `avx2` is not `+FEATURE` or `-FEATURE`
# NO-FEATURES: the following required arguments were not provided:
# NO-FEATURES-NEXT: --target-features
def f(n: int) -> List[int]:
    a = torch.arange(70 * 130).reshape(70, 130) % 7 - 2
    b = torch.arange(130 * 90).reshape(130, 90) % 5
    c = torch.arange(90 * 130).reshape(90, 130) % 3
    af, bf, cf = a.float(), b.float(), c.float()
    ad, bd, cd = a.double(), b.double(), c.double()
    return [
        int((af @ bf).sum().item()) + n,
        int((ad @ bd).sum().item()) + n,
        int((af @ cf.t()).sum().item()) + n,
        int((ad @ cd.t()).sum().item()) + n,
    ]
