// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-vectorize-contractions,canonicalize)' --split-input-file | FileCheck %s
// Register tiles follow the module's `ts.vector_bits` (256 when absent)
// and the element type: two registers of lanes per accumulator row.

// f64 on 256-bit registers: 4 lanes, so a 6 x 8 accumulator (12 registers,
// as 6 x 16 f32 is).
// CHECK-LABEL: func.func @f64_avx2
// CHECK: scf.for {{.*}} step %c6
// CHECK: scf.for {{.*}} step %c8
// CHECK: scf.for {{.*}} step %c16 iter_args({{.*}}) -> (vector<6x8xf64>)
// CHECK: vector.contract {{.*}} : vector<6x16xf64>, vector<16x8xf64> into vector<6x8xf64>
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
func.func @f64_avx2(%a: tensor<12x64xf64>, %b: tensor<64x32xf64>, %c: tensor<12x32xf64>) -> tensor<12x32xf64> {
  %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<12x64xf64>, tensor<64x32xf64>) outs(%c : tensor<12x32xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<12x32xf64>
  return %0 : tensor<12x32xf64>
}

// -----

// AVX-512's 32 registers of 16 f32: a 12 x 32 accumulator (24 registers),
// k unrolled by 8; cache tiles of 48 rows (whole register tiles).
// CHECK-LABEL: func.func @f32_avx512
// CHECK: scf.for {{.*}} step %c48
// CHECK: scf.for {{.*}} step %c12
// CHECK: scf.for {{.*}} step %c32
// CHECK: scf.for {{.*}} step %c8 iter_args({{.*}}) -> (vector<12x32xf32>)
// CHECK: vector.contract {{.*}} : vector<12x8xf32>, vector<8x32xf32> into vector<12x32xf32>
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
module attributes {ts.vector_bits = 512 : i64} {
  func.func @f32_avx512(%a: tensor<192x64xf32>, %b: tensor<64x64xf32>, %c: tensor<192x64xf32>) -> tensor<192x64xf32> {
    %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<192x64xf32>, tensor<64x64xf32>) outs(%c : tensor<192x64xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<192x64xf32>
    return %0 : tensor<192x64xf32>
  }
}

// -----

// The dot kernel on AVX-512: 4 x 4 accumulators of 16 lanes.
// CHECK-LABEL: func.func @dot_avx512
// CHECK: scf.for {{.*}} step %c16 iter_args({{.*}}) -> (vector<4x4x16xf32>)
// CHECK: vector.multi_reduction <add>, {{.*}} [2] : vector<4x4x16xf32> to vector<4x4xf32>
#tlhs = affine_map<(m, n, k) -> (m, k)>
#trhs = affine_map<(m, n, k) -> (n, k)>
#tout = affine_map<(m, n, k) -> (m, n)>
module attributes {ts.vector_bits = 512 : i64} {
  func.func @dot_avx512(%a: tensor<8x64xf32>, %b: tensor<8x64xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = linalg.generic {indexing_maps = [#tlhs, #trhs, #tout], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x64xf32>, tensor<8x64xf32>) outs(%c : tensor<8x8xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}

// -----

// 128-bit registers (SSE): 4 lanes of f32, a 6 x 8 accumulator.
// CHECK-LABEL: func.func @f32_sse
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (vector<6x8xf32>)
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
module attributes {ts.vector_bits = 128 : i64} {
  func.func @f32_sse(%a: tensor<12x64xf32>, %b: tensor<64x32xf32>, %c: tensor<12x32xf32>) -> tensor<12x32xf32> {
    %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<12x64xf32>, tensor<64x32xf32>) outs(%c : tensor<12x32xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<12x32xf32>
    return %0 : tensor<12x32xf32>
  }
}
