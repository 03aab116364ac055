// RUN: ts-opt %s --pass-pipeline='builtin.module(convert-ts-to-linalg)' --split-input-file --verify-diagnostics | FileCheck %s
// x.tolist(): one scf.for per dim; the inner loop reads each element,
// widens it to an i64 slot and appends it; the outer loop appends the
// inner lists' handles.

// CHECK-LABEL: func.func @to_list
// CHECK: %[[OUTER:.*]] = call @ts_rt_list_new()
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK:   %[[INNER:.*]] = func.call @ts_rt_list_new()
// CHECK:   scf.for %[[J:.*]] =
// CHECK:     %[[E:.*]] = tensor.extract %{{.*}}[%[[I]], %[[J]]] : tensor<2x3xf32>
// CHECK:     %[[W:.*]] = arith.extf %[[E]] : f32 to f64
// CHECK:     %[[S:.*]] = arith.bitcast %[[W]] : f64 to i64
// CHECK:     func.call @ts_rt_list_append(%[[INNER]], %[[S]])
// CHECK:   %[[H:.*]] = llvm.ptrtoint %[[INNER]]
// CHECK:   func.call @ts_rt_list_append(%[[OUTER]], %[[H]])
func.func @to_list(%x: !ts.tensor<[2,3],f32>) -> !ts.list<!ts.list<f64>> {
  %0 = ts.tensor_to_list %x : !ts.tensor<[2,3],f32> -> !ts.list<!ts.list<f64>>
  return %0 : !ts.list<!ts.list<f64>>
}

// -----

func.func @wrong_rank(%x: !ts.tensor<[2],f32>) -> !ts.list<!ts.list<f64>> {
  // expected-error@+1 {{the annotation has 2 list level(s) but the tensor has rank 1}}
  %0 = ts.tensor_to_list %x : !ts.tensor<[2],f32> -> !ts.list<!ts.list<f64>>
  return %0 : !ts.list<!ts.list<f64>>
}

// -----

func.func @wrong_kind(%x: !ts.tensor<[2],f32>) -> !ts.list<i64> {
  // expected-error@+1 {{a float32 tensor gives lists of float, not of int}}
  %0 = ts.tensor_to_list %x : !ts.tensor<[2],f32> -> !ts.list<i64>
  return %0 : !ts.list<i64>
}

// -----

func.func @int32_int(%x: !ts.tensor<[2],i32>) -> !ts.list<i64> {
  // expected-error@+1 {{Long vs Int}}
  %0 = ts.tensor_to_list %x : !ts.tensor<[2],i32> -> !ts.list<i64>
  return %0 : !ts.list<i64>
}
