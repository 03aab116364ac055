// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// Elementwise ops become one linalg.generic each; broadcasting lives in
// the indexing maps, promotion in the body.

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @add_broadcast
// CHECK-SAME: (%[[A:.*]]: tensor<6x8xf32>, %[[B:.*]]: tensor<8xf32>) -> tensor<6x8xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<6x8xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[A]], %[[B]] : tensor<6x8xf32>, tensor<8xf32>) outs(%[[E]] : tensor<6x8xf32>)
// CHECK: arith.addf
// CHECK-NOT: ts.
func.func @add_broadcast(%a: !ts.tensor<[6,8],f32>, %b: !ts.tensor<[8],f32>) -> !ts.tensor<[6,8],f32> {
  %0 = ts.add %a, %b : !ts.tensor<[6,8],f32>, !ts.tensor<[8],f32> -> !ts.tensor<[6,8],f32>
  return %0 : !ts.tensor<[6,8],f32>
}

// -----

// A size-1 dim reads index 0; a scalar operand has the empty map and is
// converted to the tensor's dtype in the body.
// CHECK-DAG: #[[ZERO:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @size_one_and_scalar
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[SCALAR]], #{{.*}}]
// CHECK: ^bb0(%[[X:.*]]: f32, %[[S:.*]]: i64, %{{.*}}: f32):
// CHECK: %[[SF:.*]] = arith.sitofp %[[S]] : i64 to f32
// CHECK: arith.mulf %[[X]], %[[SF]] : f32
// CHECK: linalg.generic {indexing_maps = [#[[ZERO]], #{{.*}}, #{{.*}}]
func.func @size_one_and_scalar(%a: !ts.tensor<[1,4],f32>, %s: i64) -> !ts.tensor<[3,4],f32> {
  %c = ts.constant 1 : i64
  %0 = ts.mul %a, %s : !ts.tensor<[1,4],f32>, i64 -> !ts.tensor<[1,4],f32>
  %e = tensor.empty() : tensor<3x4xf32>
  %b = ts.from_builtin_tensor %e : tensor<3x4xf32> -> !ts.tensor<[3,4],f32>
  %1 = ts.add %0, %b : !ts.tensor<[1,4],f32>, !ts.tensor<[3,4],f32> -> !ts.tensor<[3,4],f32>
  return %1 : !ts.tensor<[3,4],f32>
}

// -----

// True division of integer tensors computes in float32.
// CHECK-LABEL: func.func @int_div
// CHECK: ^bb0(%[[X:.*]]: i64, %[[Y:.*]]: i64, %{{.*}}: f32):
// CHECK-DAG: %[[XF:.*]] = arith.sitofp %[[X]] : i64 to f32
// CHECK-DAG: %[[YF:.*]] = arith.sitofp %[[Y]] : i64 to f32
// CHECK: arith.divf %[[XF]], %[[YF]] : f32
func.func @int_div(%a: !ts.tensor<[3],i64>, %b: !ts.tensor<[3],i64>) -> !ts.tensor<[3],f32> {
  %0 = ts.div %a, %b : !ts.tensor<[3],i64>, !ts.tensor<[3],i64> -> !ts.tensor<[3],f32>
  return %0 : !ts.tensor<[3],f32>
}

// -----

// CHECK-LABEL: func.func @relu
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.generic
// CHECK: arith.maximumf %{{.*}}, %[[ZERO]] : f32
// CHECK-LABEL: func.func @relu_int
// CHECK: arith.maxsi
func.func @relu(%a: !ts.tensor<[3],f32>) -> !ts.tensor<[3],f32> {
  %0 = ts.relu %a : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
  return %0 : !ts.tensor<[3],f32>
}
func.func @relu_int(%a: !ts.tensor<[3],i64>) -> !ts.tensor<[3],i64> {
  %0 = ts.relu %a : !ts.tensor<[3],i64> -> !ts.tensor<[3],i64>
  return %0 : !ts.tensor<[3],i64>
}

// -----

// Bool tensors: + is logical or, * is logical and (PyTorch).
// CHECK-LABEL: func.func @bools
// CHECK: arith.ori
// CHECK: arith.andi
func.func @bools(%a: !ts.tensor<[3],i1>) -> (!ts.tensor<[3],i1>, !ts.tensor<[3],i1>) {
  %0 = ts.add %a, %a : !ts.tensor<[3],i1>, !ts.tensor<[3],i1> -> !ts.tensor<[3],i1>
  %1 = ts.mul %a, %a : !ts.tensor<[3],i1>, !ts.tensor<[3],i1> -> !ts.tensor<[3],i1>
  return %0, %1 : !ts.tensor<[3],i1>, !ts.tensor<[3],i1>
}

// -----

// atan2 of integers is float32 (operands converted first); inverse trig
// and hyperbolic functions are math ops.
// CHECK-LABEL: func.func @atan2_and_inverse_trig
// CHECK: arith.sitofp %{{.*}} : i64 to f32
// CHECK: math.atan2 %{{.*}}, %{{.*}} : f32
// CHECK: math.asin
// CHECK: math.acosh
// CHECK: math.erfc
func.func @atan2_and_inverse_trig(%a: !ts.tensor<[3],i64>, %b: !ts.tensor<[3],i64>, %x: !ts.tensor<[3],f32>) -> (!ts.tensor<[3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[3],f32>) {
  %0 = ts.atan2 %a, %b : !ts.tensor<[3],i64>, !ts.tensor<[3],i64> -> !ts.tensor<[3],f32>
  %1 = ts.asin %x : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
  %2 = ts.acosh %x : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
  %3 = ts.erfc %x : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
  return %0, %1, %2, %3 : !ts.tensor<[3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[3],f32>
}

// -----

// A bitcast reads each element's bits as the same-width result dtype.
// CHECK-LABEL: func.func @bitcast
// CHECK: linalg.generic
// CHECK: arith.bitcast %{{.*}} : f32 to i32
func.func @bitcast(%x: !ts.tensor<[3],f32>) -> !ts.tensor<[3],i32> {
  %0 = ts.bitcast %x : !ts.tensor<[3],f32> -> !ts.tensor<[3],i32>
  return %0 : !ts.tensor<[3],i32>
}
