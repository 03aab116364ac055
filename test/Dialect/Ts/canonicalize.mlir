// RUN: ts-opt %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// Constant-like ops fold to their value, so canonicalization merges equal
// constants only: two literals of one type but different values stay
// apart (they once merged into the first one).

// CHECK-LABEL: func.func @literals
// CHECK-DAG: %[[A:.*]] = ts.literal dense<[1, 5, 9]> : tensor<3xi64> : !ts.tensor<[3],i64>
// CHECK-DAG: %[[B:.*]] = ts.literal dense<[2, 5, 8]> : tensor<3xi64> : !ts.tensor<[3],i64>
// CHECK-NOT: ts.literal
// CHECK: return %[[A]], %[[B]], %[[A]]
func.func @literals() -> (!ts.tensor<[3],i64>, !ts.tensor<[3],i64>, !ts.tensor<[3],i64>) {
  %0 = ts.literal dense<[1, 5, 9]> : tensor<3xi64> : !ts.tensor<[3],i64>
  %1 = ts.literal dense<[2, 5, 8]> : tensor<3xi64> : !ts.tensor<[3],i64>
  %2 = ts.literal dense<[1, 5, 9]> : tensor<3xi64> : !ts.tensor<[3],i64>
  return %0, %1, %2 : !ts.tensor<[3],i64>, !ts.tensor<[3],i64>, !ts.tensor<[3],i64>
}
