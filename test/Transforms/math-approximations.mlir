// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-math-approximations)' | FileCheck %s
// f32 tanh, exp and erf become arithmetic (polynomials, selects, fma) that
// vectorizes; f64 math and f32 log (whose approximation flushes subnormal
// inputs) stay as they are, to become libm calls.

// CHECK-LABEL: func.func @approximated
// CHECK-NOT: math.tanh
// CHECK-NOT: math.exp
// CHECK-NOT: math.erf
// CHECK: math.fma
// CHECK-NOT: math.tanh
// CHECK-NOT: math.exp
// CHECK-NOT: math.erf
// CHECK: return
func.func @approximated(%x: f32) -> (f32, f32, f32) {
  %t = math.tanh %x : f32
  %e = math.exp %x : f32
  %r = math.erf %x : f32
  return %t, %e, %r : f32, f32, f32
}

// CHECK-LABEL: func.func @kept
// CHECK: math.tanh %{{.*}} : f64
// CHECK: math.exp %{{.*}} : f64
// CHECK: math.log %{{.*}} : f32
// CHECK: math.sin %{{.*}} : f32
func.func @kept(%x: f64, %y: f32) -> (f64, f64, f32, f32) {
  %t = math.tanh %x : f64
  %e = math.exp %x : f64
  %l = math.log %y : f32
  %s = math.sin %y : f32
  return %t, %e, %l, %s : f64, f64, f32, f32
}
