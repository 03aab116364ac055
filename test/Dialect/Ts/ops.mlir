// RUN: ts-opt %s | ts-opt | FileCheck %s
// Round-trip of every ts type and op through the custom assembly formats.

// CHECK-LABEL: func.func @types
// CHECK-SAME: !ts.tensor,
// CHECK-SAME: !ts.tensor<*,f32>,
// CHECK-SAME: !ts.tensor<[?,4],unk>,
// CHECK-SAME: !ts.tensor<[2,3],i64>,
// CHECK-SAME: !ts.tensor<[],f64>,
// CHECK-SAME: !ts.tensor<[0,1],i1>,
// CHECK-SAME: !ts.tensor<[5],i32>,
// CHECK-SAME: !ts.none
func.func @types(%a: !ts.tensor, %b: !ts.tensor<*,f32>, %c: !ts.tensor<[?,4],unk>,
                 %d: !ts.tensor<[2,3],i64>, %e: !ts.tensor<[],f64>, %f: !ts.tensor<[0,1],i1>,
                 %g: !ts.tensor<[5],i32>, %h: !ts.none) {
  return
}

// CHECK-LABEL: func.func @constants
// CHECK: ts.constant 2.500000e+00 : f64
// CHECK: ts.constant 3 : i64
// CHECK: ts.constant true
// CHECK: ts.none
func.func @constants() -> (f64, i64, i1, !ts.none) {
  %0 = ts.constant 2.5 : f64
  %1 = ts.constant 3 : i64
  %2 = ts.constant true
  %3 = ts.none
  return %0, %1, %2, %3 : f64, i64, i1, !ts.none
}

// CHECK-LABEL: func.func @arithmetic
// CHECK: ts.add %{{.*}}, %{{.*}} : !ts.tensor<[4,5],f32>, !ts.tensor<[5],f32> -> !ts.tensor<[4,5],f32>
// CHECK: ts.sub %{{.*}}, %{{.*}} : !ts.tensor<[4,5],f32>, f64 -> !ts.tensor
// CHECK: ts.mul %{{.*}}, %{{.*}} : i64, !ts.tensor -> !ts.tensor
// CHECK: ts.div %{{.*}}, %{{.*}} : i64, i64 -> f64
// CHECK: ts.add %{{.*}}, %{{.*}} : i64, f64 -> f64
func.func @arithmetic(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[5],f32>, %s: f64, %i: i64) -> f64 {
  %0 = ts.add %a, %b : !ts.tensor<[4,5],f32>, !ts.tensor<[5],f32> -> !ts.tensor<[4,5],f32>
  %1 = ts.sub %0, %s : !ts.tensor<[4,5],f32>, f64 -> !ts.tensor
  %2 = ts.mul %i, %1 : i64, !ts.tensor -> !ts.tensor
  %3 = ts.div %i, %i : i64, i64 -> f64
  %4 = ts.add %i, %3 : i64, f64 -> f64
  return %4 : f64
}

// CHECK-LABEL: func.func @tensor_ops
// CHECK: ts.relu %{{.*}} : !ts.tensor -> !ts.tensor
// CHECK: ts.matmul %{{.*}}, %{{.*}} : !ts.tensor<[5,16],f32>, !ts.tensor<[16,12],f32> -> !ts.tensor<[5,12],f32>
// CHECK: ts.transpose %{{.*}}, 0, -1 : !ts.tensor<[5,12],f32> -> !ts.tensor<[12,5],f32>
func.func @tensor_ops(%x: !ts.tensor, %a: !ts.tensor<[5,16],f32>, %b: !ts.tensor<[16,12],f32>) -> !ts.tensor<[12,5],f32> {
  %0 = ts.relu %x : !ts.tensor -> !ts.tensor
  %1 = ts.matmul %a, %b : !ts.tensor<[5,16],f32>, !ts.tensor<[16,12],f32> -> !ts.tensor<[5,12],f32>
  %2 = ts.transpose %1, 0, -1 : !ts.tensor<[5,12],f32> -> !ts.tensor<[12,5],f32>
  return %2 : !ts.tensor<[12,5],f32>
}

// CHECK-LABEL: func.func @casts
// CHECK: ts.tensor_static_info_cast %{{.*}} : !ts.tensor<[2,3],f32> to !ts.tensor
// CHECK: ts.to_builtin_tensor %{{.*}} : !ts.tensor<[2,3],f32> -> tensor<2x3xf32>
// CHECK: ts.from_builtin_tensor %{{.*}} : tensor<2x3xf32> -> !ts.tensor<[2,3],f32>
func.func @casts(%a: !ts.tensor<[2,3],f32>) -> (!ts.tensor, !ts.tensor<[2,3],f32>) {
  %0 = ts.tensor_static_info_cast %a : !ts.tensor<[2,3],f32> to !ts.tensor
  %1 = ts.to_builtin_tensor %a : !ts.tensor<[2,3],f32> -> tensor<2x3xf32>
  %2 = ts.from_builtin_tensor %1 : tensor<2x3xf32> -> !ts.tensor<[2,3],f32>
  return %0, %2 : !ts.tensor, !ts.tensor<[2,3],f32>
}
