// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// Convolution: padding as a gather, then one generic whose input map
// slides the window; groups are an explicit dim.

// CHECK-DAG: #[[X:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>
// CHECK-LABEL: func.func @conv
// CHECK: tensor.extract
// CHECK: linalg.generic {indexing_maps = [#[[X]], #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @conv(%x: !ts.tensor<[1,3,8,8],f32>, %w: !ts.tensor<[4,3,3,3],f32>) -> !ts.tensor<[1,4,4,4],f32> {
  %0 = ts.convolution %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : !ts.tensor<[1,3,8,8],f32>, !ts.tensor<[4,3,3,3],f32> -> !ts.tensor<[1,4,4,4],f32>
  return %0 : !ts.tensor<[1,4,4,4],f32>
}

// -----

// Pooling gets its kernel bounds from an unused window operand.
// CHECK-LABEL: func.func @max_pool
// CHECK: %[[WIN:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[WIN]] : tensor<1x1x4x4xf32>, tensor<2x2xf32>)
// CHECK: arith.maximumf
func.func @max_pool(%x: !ts.tensor<[1,1,4,4],f32>) -> !ts.tensor<[1,1,2,2],f32> {
  %0 = ts.max_pool %x {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : !ts.tensor<[1,1,4,4],f32> -> !ts.tensor<[1,1,2,2],f32>
  return %0 : !ts.tensor<[1,1,2,2],f32>
}
