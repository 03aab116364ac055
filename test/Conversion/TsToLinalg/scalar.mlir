// RUN: ts-opt %s --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize,cse)' | FileCheck %s
// Python scalar arithmetic becomes arith with Python's promotion rules.
// (Private functions: an entry would return its scalars as 0-d tensors.)

// CHECK-LABEL: func.func private @scalars
// CHECK-SAME: (%[[I:.*]]: i64, %[[F:.*]]: f64) -> (i64, f64, f64)
// CHECK-DAG: %[[SUM:.*]] = arith.addi %[[I]], %[[I]] : i64
// CHECK-DAG: %[[IF:.*]] = arith.sitofp %[[I]] : i64 to f64
// CHECK-DAG: %[[MIX:.*]] = arith.mulf %[[IF]], %[[F]] : f64
// CHECK-DAG: %[[DIV:.*]] = arith.divf %[[IF]], %[[IF]] : f64
// CHECK: return %[[SUM]], %[[MIX]], %[[DIV]]
func.func private @scalars(%i: i64, %f: f64) -> (i64, f64, f64) {
  %0 = ts.add %i, %i : i64, i64 -> i64
  %1 = ts.mul %i, %f : i64, f64 -> f64
  %2 = ts.div %i, %i : i64, i64 -> f64
  return %0, %1, %2 : i64, f64, f64
}

// CHECK-LABEL: func.func private @constants
// CHECK: arith.constant 2.500000e+00 : f64
// CHECK-NOT: ts.
func.func private @constants() -> f64 {
  %0 = ts.constant 2.5 : f64
  %1 = ts.none
  return %0 : f64
}

// A returned None carries no data: it leaves the signature.
// CHECK-LABEL: func.func @returns_none
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[A]] : tensor<2xf32>
func.func @returns_none(%a: !ts.tensor<[2],f32>) -> (!ts.none, !ts.tensor<[2],f32>) {
  %0 = ts.none
  return %0, %a : !ts.none, !ts.tensor<[2],f32>
}
