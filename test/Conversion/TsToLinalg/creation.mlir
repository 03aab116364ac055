// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// Creation ops compute each element from its index.

// CHECK-LABEL: func.func @range
// CHECK: linalg.index 0
// CHECK: arith.sitofp
// CHECK: arith.mulf
// CHECK: arith.fptosi
func.func @range() -> !ts.tensor<[4],i64> {
  %0 = ts.range {start = 1.0 : f64, step = 3.0 : f64, length = 4} : !ts.tensor<[4],i64>
  return %0 : !ts.tensor<[4],i64>
}

// -----

// CHECK-LABEL: func.func @literal
// CHECK: arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
func.func @literal() -> !ts.tensor<[2,2],f32> {
  %0 = ts.literal dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32> : !ts.tensor<[2,2],f32>
  return %0 : !ts.tensor<[2,2],f32>
}
