// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
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

// -----

// A transposed right operand (`x @ w.t()`, F.linear) is read untransposed
// in (m, n, k) order: both operands walked along contiguous rows, the sum
// reassociable so the dot product vectorizes. The transpose itself is
// left unused (canonicalize drops it).
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[WT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @linear
// CHECK-SAME: (%[[X:.*]]: tensor<5x16xf32>, %[[W:.*]]: tensor<12x16xf32>) -> tensor<5x12xf32>
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[WT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]], %[[W]] : tensor<5x16xf32>, tensor<12x16xf32>)
// CHECK: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} fastmath<reassoc,contract> : f32
// CHECK: arith.addf %{{.*}}, %[[P]] fastmath<reassoc,contract> : f32
// CHECK-NOT: linalg.generic
func.func @linear(%x: !ts.tensor<[5,16],f32>, %w: !ts.tensor<[12,16],f32>) -> !ts.tensor<[5,12],f32> {
  %t = ts.transpose %w, 0, -1 : !ts.tensor<[12,16],f32> -> !ts.tensor<[16,12],f32>
  %0 = ts.matmul %x, %t : !ts.tensor<[5,16],f32>, !ts.tensor<[16,12],f32> -> !ts.tensor<[5,12],f32>
  return %0 : !ts.tensor<[5,12],f32>
}

// -----

// Only a swap of the last two dims is read through; integers keep exact
// arithmetic (no fastmath flags on integer ops).
// CHECK-DAG: #[[BW:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @batched_transposed_ints
// CHECK: linalg.generic {indexing_maps = [#{{[a-z0-9]*}}, #[[BW]], #{{[a-z0-9]*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.muli
// CHECK-NOT: fastmath
func.func @batched_transposed_ints(%a: !ts.tensor<[2,3,4],i64>, %b: !ts.tensor<[2,5,4],i64>) -> !ts.tensor<[2,3,5],i64> {
  %t = ts.transpose %b, -1, -2 : !ts.tensor<[2,5,4],i64> -> !ts.tensor<[2,4,5],i64>
  %0 = ts.matmul %a, %t : !ts.tensor<[2,3,4],i64>, !ts.tensor<[2,4,5],i64> -> !ts.tensor<[2,3,5],i64>
  return %0 : !ts.tensor<[2,3,5],i64>
}

// -----

// Batch dims broadcast through the maps (a size-1 batch reads index 0).
// CHECK-DAG: #[[BA:.*]] = affine_map<(d0, d1, d2, d3) -> (0, d1, d2)>
// CHECK-DAG: #[[BB:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[BC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-LABEL: func.func @batched
// CHECK: linalg.generic {indexing_maps = [#[[BA]], #[[BB]], #[[BC]]], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
func.func @batched(%a: !ts.tensor<[1,3,4],f32>, %b: !ts.tensor<[2,4,5],f32>) -> !ts.tensor<[2,3,5],f32> {
  %0 = ts.matmul %a, %b : !ts.tensor<[1,3,4],f32>, !ts.tensor<[2,4,5],f32> -> !ts.tensor<[2,3,5],f32>
  return %0 : !ts.tensor<[2,3,5],f32>
}

// -----

// A vector operand is reshaped to a matrix and its dim dropped afterwards.
// CHECK-LABEL: func.func @matrix_vector
// CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<4xf32>, tensor<2xi64>) -> tensor<4x1xf32>
// CHECK: linalg.generic
// CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<3x1xf32>, tensor<1xi64>) -> tensor<3xf32>
func.func @matrix_vector(%a: !ts.tensor<[3,4],f32>, %v: !ts.tensor<[4],f32>) -> !ts.tensor<[3],f32> {
  %0 = ts.matmul %a, %v : !ts.tensor<[3,4],f32>, !ts.tensor<[4],f32> -> !ts.tensor<[3],f32>
  return %0 : !ts.tensor<[3],f32>
}

// -----

// einsum: one generic over its labels in "ikj" order (the result's last
// label innermost); a size-1 dim under `...` broadcasts (a 0 in its map).
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (0, d1, d2)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-LABEL: func.func @einsum
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @einsum(%a: !ts.tensor<[1,2,3],f32>, %b: !ts.tensor<[4,3,5],f32>) -> !ts.tensor<[4,2,5],f32> {
  %0 = ts.einsum "...ij,...jk->...ik", %a, %b : !ts.tensor<[1,2,3],f32>, !ts.tensor<[4,3,5],f32> -> !ts.tensor<[4,2,5],f32>
  return %0 : !ts.tensor<[4,2,5],f32>
}

// -----

// An einsum that sums no label (an outer product): the product alone, the
// accumulator not read (see reductions.rs on fusing such an op).
// CHECK-LABEL: func.func @outer_einsum
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[P]] : f32
func.func @outer_einsum(%a: !ts.tensor<[2],f32>, %b: !ts.tensor<[3],f32>) -> !ts.tensor<[2,3],f32> {
  %0 = ts.einsum "i,j->ij", %a, %b : !ts.tensor<[2],f32>, !ts.tensor<[3],f32> -> !ts.tensor<[2,3],f32>
  return %0 : !ts.tensor<[2,3],f32>
}
