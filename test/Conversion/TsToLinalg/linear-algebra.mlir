// RUN: ts-opt %s --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// matmul: a zero-filled accumulator, then a contraction generic.

// The iteration space is (m, k, n), so loops vectorize along n.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[X:.*]]: tensor<5x16xf32>, %[[W:.*]]: tensor<16x12xf32>) -> tensor<5x12xf32>
// CHECK: %[[FILL:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<5x12xf32>)
// CHECK: linalg.yield %{{.*}} : f32
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK-SAME: ins(%[[X]], %[[W]] : tensor<5x16xf32>, tensor<16x12xf32>) outs(%[[FILL]] : tensor<5x12xf32>)
// CHECK: %[[P:.*]] = arith.mulf
// CHECK: arith.addf %{{.*}}, %[[P]] : f32
func.func @matmul(%x: !ts.tensor<[5,16],f32>, %w: !ts.tensor<[16,12],f32>) -> !ts.tensor<[5,12],f32> {
  %0 = ts.matmul %x, %w : !ts.tensor<[5,16],f32>, !ts.tensor<[16,12],f32> -> !ts.tensor<[5,12],f32>
  return %0 : !ts.tensor<[5,12],f32>
}
