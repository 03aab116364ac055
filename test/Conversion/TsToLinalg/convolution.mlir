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

// -----

// Average pooling divides by PyTorch's per-position count: with
// count_include_pad = false the corner windows hold 4 inputs, the edges 6.
// CHECK-LABEL: func.func @avg_pool_exclude_pad
// CHECK: arith.constant dense<{{\[\[}}4.000000e+00, 6.000000e+00, 4.000000e+00], [6.000000e+00, 9.000000e+00, 6.000000e+00], [4.000000e+00, 6.000000e+00, 4.000000e+00]]> : tensor<3x3xf32>
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @avg_pool_exclude_pad(%x: !ts.tensor<[1,1,5,5],f32>) -> !ts.tensor<[1,1,3,3],f32> {
  %0 = ts.avg_pool %x {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, count_include_pad = false} : !ts.tensor<[1,1,5,5],f32> -> !ts.tensor<[1,1,3,3],f32>
  return %0 : !ts.tensor<[1,1,3,3],f32>
}

// -----

// An int64 average truncates, as ATen's integer pooling divides.
// CHECK-LABEL: func.func @avg_pool_int64
// CHECK: arith.constant dense<4> : tensor<2x2xi64>
// CHECK: linalg.generic
// CHECK: arith.divsi
func.func @avg_pool_int64(%x: !ts.tensor<[1,1,4,4],i64>) -> !ts.tensor<[1,1,2,2],i64> {
  %0 = ts.avg_pool %x {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>} : !ts.tensor<[1,1,4,4],i64> -> !ts.tensor<[1,1,2,2],i64>
  return %0 : !ts.tensor<[1,1,2,2],i64>
}

// -----

// Adaptive pooling from 5 to 3 has windows [0, 2), [1, 4), [3, 5): the
// input map starts each at (o * 5) floordiv 3, and a constant table weighs
// the k-th element of window o by 1/size(o), or 0 past its end.
// CHECK-DAG: #[[X:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, (d2 * 5) floordiv 3 + d3)>
// CHECK-LABEL: func.func @adaptive_uneven
// CHECK: arith.constant dense<{{\[\[}}5.000000e-01, 5.000000e-01, 0.000000e+00], [0.333333343, 0.333333343, 0.333333343], [5.000000e-01, 5.000000e-01, 0.000000e+00]]> : tensor<3x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[X]]
func.func @adaptive_uneven(%x: !ts.tensor<[1,2,5],f32>) -> !ts.tensor<[1,2,3],f32> {
  %0 = ts.adaptive_avg_pool %x {output_size = array<i64: 3>} : !ts.tensor<[1,2,5],f32> -> !ts.tensor<[1,2,3],f32>
  return %0 : !ts.tensor<[1,2,3],f32>
}

// -----

// A float convolution with enough work (here 16 x 72 x 196 multiply-adds)
// is a matmul: the windows are copied into patches [N, G, C/G, K..., OUT...]
// (im2col), which are multiplied by the weights as [G, OC/G, C/G * K...]
// into the grouped output, starting from the bias.
// CHECK-DAG: #[[WINDOWS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3 + d5, d4 + d6)>
// CHECK-LABEL: func.func @conv_as_matmul
// CHECK: linalg.generic {indexing_maps = [#[[WINDOWS]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
// CHECK-SAME: outs(%{{.*}} : tensor<1x1x8x3x3x14x14xf32>)
// CHECK: tensor.reshape {{.*}} -> tensor<1x1x72x196xf32>
// CHECK: tensor.reshape {{.*}} -> tensor<1x16x72xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]{{.*}} ins({{.*}} : tensor<1x16x72xf32>, tensor<1x1x72x196xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: tensor.reshape {{.*}} -> tensor<1x16x14x14xf32>
func.func @conv_as_matmul(%x: !ts.tensor<[1,8,16,16],f32>, %w: !ts.tensor<[16,8,3,3],f32>, %b: !ts.tensor<[16],f32>) -> !ts.tensor<[1,16,14,14],f32> {
  %0 = ts.convolution %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, groups = 1 : i64} : !ts.tensor<[1,8,16,16],f32>, !ts.tensor<[16,8,3,3],f32>, !ts.tensor<[16],f32> -> !ts.tensor<[1,16,14,14],f32>
  return %0 : !ts.tensor<[1,16,14,14],f32>
}

// -----

// Three spatial dims slide the same way (conv3d): small, so not im2col.
// CHECK-DAG: #[[X3:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d6, d3 + d7, d4 + d8, d5 * 2 + d9)>
// CHECK-LABEL: func.func @conv3d
// CHECK: linalg.generic {indexing_maps = [#[[X3]], #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
func.func @conv3d(%x: !ts.tensor<[1,2,3,4,5],f32>, %w: !ts.tensor<[2,2,2,2,2],f32>) -> !ts.tensor<[1,2,2,3,2],f32> {
  %0 = ts.convolution %x, %w {stride = array<i64: 1, 1, 2>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 1, 1>} : !ts.tensor<[1,2,3,4,5],f32>, !ts.tensor<[2,2,2,2,2],f32> -> !ts.tensor<[1,2,2,3,2],f32>
  return %0 : !ts.tensor<[1,2,2,3,2],f32>
}
