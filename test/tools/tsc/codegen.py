# Each stage of the lowering is inspectable, and the host code is vectorized.
# RUN: tsc compile %s --entry f --args %S/codegen.json --emit=ts | FileCheck %s --check-prefix=TS
# TS: func.func @f(%{{.*}}: !ts.tensor<[64,64],f32>, %{{.*}}: !ts.tensor<[64,64],f32>) -> !ts.tensor
# TS: ts.tensor_static_info_cast

# RUN: tsc compile %s --entry f --args %S/codegen.json --emit=linalg | FileCheck %s --check-prefix=LINALG
# LINALG: func.func @f(%{{.*}}: tensor<64x64xf32>, %{{.*}}: tensor<64x64xf32>) -> tensor<64x64xf32>
# LINALG-COUNT-1: linalg.generic
# LINALG-NOT: linalg.generic

# RUN: tsc compile %s --entry f --args %S/codegen.json --emit=llvm | FileCheck %s --check-prefix=LLVM
# LLVM: llvm.func @_mlir_ciface_f

# RUN: tsc compile %s --entry f --args %S/codegen.json --emit=llvm-ir | FileCheck %s --check-prefix=IR
# IR: define void @_mlir_ciface_f(

# The elementwise loop uses 256- or 512-bit vector registers at O3.
# RUN: tsc compile %s --entry f --args %S/codegen.json --emit=asm | FileCheck %s --check-prefix=ASM
# ASM: _mlir_ciface_f:
# ASM: {{v(mul|fmadd[0-9]*|add)ps}}	{{.*}}%{{[yz]}}mm

# RUN: tsc compile %s --entry f --args %S/codegen.json --emit=obj -o %t.o && test -s %t.o
# RUN: not tsc compile %s --entry f --args %S/codegen.json --emit=obj 2>&1 | FileCheck %s --check-prefix=NEEDO
# NEEDO: tsc: error: --emit=obj needs -o FILE
import torch


def f(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return a * b + 2.0
