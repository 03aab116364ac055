// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-to-llvm-pipeline)' | FileCheck %s
// The named pipelines take refined ts IR all the way to the LLVM dialect;
// results become caller-owned out-params (no buffer crosses the ABI).

// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-to-linalg-pipeline)' | FileCheck %s --check-prefix=LINALG
// LINALG-LABEL: func.func @f(%{{.*}}: tensor<4x5xf32>, %{{.*}}: tensor<5xf32>) -> tensor<4x5xf32>
// One fused loop nest for mul, add and relu:
// LINALG-COUNT-1: linalg.generic
// LINALG-NOT: linalg.generic
// LINALG-NOT: ts.

// CHECK-NOT: ts.
// CHECK-NOT: memref.
// CHECK: llvm.func @f(
// CHECK-NOT: -> !llvm.struct
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK: llvm.func @_mlir_ciface_f(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
func.func @f(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[5],f32>) -> !ts.tensor attributes {llvm.emit_c_interface} {
  %c = ts.constant 2.0 : f64
  %0 = ts.mul %a, %b : !ts.tensor<[4,5],f32>, !ts.tensor<[5],f32> -> !ts.tensor
  %1 = ts.add %0, %c : !ts.tensor, f64 -> !ts.tensor
  %2 = ts.relu %1 : !ts.tensor -> !ts.tensor
  return %2 : !ts.tensor
}
