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

// -----

// Shape and dtype queries of a static tensor are constants; `ts.cast_to`
// converts like `ts.cast`, to its refined result dtype.
// CHECK-LABEL: func.func @queries_and_cast_to
// CHECK-DAG: arith.constant dense<6> : tensor<i64>
// CHECK-DAG: arith.constant dense<2> : tensor<i64>
// CHECK: linalg.generic
// CHECK: arith.extf %{{.*}} : f32 to f64
func.func @queries_and_cast_to(%a: !ts.tensor<[2,3],f32>) -> (i64, i64, !ts.tensor<[2,3],f64>) {
  %d = ts.dtype %a : !ts.tensor<[2,3],f32>
  %n = ts.dim %a : !ts.tensor<[2,3],f32>
  %c = ts.constant 7 : i64
  %0 = ts.cast_to %a, %c : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,3],f64>
  return %d, %n, %0 : i64, i64, !ts.tensor<[2,3],f64>
}

// -----

// A random draw hashes the key plus twice each element's row-major index;
// f32 uniform values are kept below 1.
// CHECK-LABEL: func.func @random
// CHECK: %[[KEY:.*]] = call @ts_rt_random_key() : () -> i64
// CHECK: linalg.generic
// CHECK: linalg.index 0
// CHECK: arith.addi %{{.*}}, %[[KEY]]
// CHECK: arith.minimumf
func.func @random(%a: !ts.tensor<[2,3],f32>) -> !ts.tensor<[2,3],f32> {
  %key = ts.runtime_mutate "random_key"() : () -> i64
  %0 = ts.random %key, %a : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,3],f32>
  return %0 : !ts.tensor<[2,3],f32>
}

// -----

// A linspace whose number of steps is a value: checked non-negative, the
// step (end - start) / (steps - 1) computed then (0 for one step), each
// element a fused multiply-add from the nearer end.
// CHECK-LABEL: func.func @linspace_run_time_steps
// CHECK: arith.cmpi slt
// CHECK: call @ts_rt_raise
// CHECK: tensor.empty(%{{.*}}) : tensor<?xf32>
// CHECK: arith.divf
// CHECK: arith.select
// CHECK: linalg.generic
// CHECK: math.fma
// CHECK: math.fma
func.func @linspace_run_time_steps(%n: i64) -> !ts.tensor<[?],f32> {
  %0 = ts.range to %n {start = 0.0 : f64, step = 0.0 : f64, length = -9223372036854775808 : i64, linspace_end = 1.0 : f64} : !ts.tensor<[?],f32>
  return %0 : !ts.tensor<[?],f32>
}
