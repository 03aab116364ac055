// RUN: ts-opt %s --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// scf.if tensor results become builtin tensors.

// CHECK-LABEL: func.func @branch
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: tensor<3xf32>) -> tensor<3xf32>
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (tensor<3xf32>) {
// CHECK: linalg.generic
// CHECK: scf.yield %{{.*}} : tensor<3xf32>
// CHECK: } else {
// CHECK: scf.yield %[[A]] : tensor<3xf32>
// CHECK: return %[[R]] : tensor<3xf32>
// CHECK-NOT: ts.
func.func @branch(%c: i1, %a: !ts.tensor<[3],f32>) -> !ts.tensor<[3],f32> {
  %0 = scf.if %c -> (!ts.tensor<[3],f32>) {
    %r = ts.relu %a : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
    scf.yield %r : !ts.tensor<[3],f32>
  } else {
    scf.yield %a : !ts.tensor<[3],f32>
  }
  return %0 : !ts.tensor<[3],f32>
}
