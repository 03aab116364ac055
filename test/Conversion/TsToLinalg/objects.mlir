// RUN: ts-opt %s --pass-pipeline='builtin.module(convert-ts-to-linalg)' | FileCheck %s
// A script-class instance held by reference is a runtime list of its
// fields' slots, like a packed tuple, but read and written in place by
// position.

// CHECK-LABEL: func.func @object_fields
// CHECK: %[[O:.*]] = call @ts_rt_list_new()
// CHECK: call @ts_rt_list_append(%[[O]], %{{.*}})
// CHECK: %[[I:.*]] = arith.constant 0 : i64
// CHECK: %[[S:.*]] = call @ts_rt_list_get(%[[O]], %[[I]])
// CHECK: arith.bitcast %[[S]] : i64 to f64
// CHECK: %[[J:.*]] = arith.constant 0 : i64
// CHECK: call @ts_rt_list_set(%[[O]], %[[J]], %{{.*}})
func.func @object_fields(%v: f64) -> f64 {
  %o = ts.object_new %v : f64 -> !ts.object<"P">
  %x = ts.object_get %o[0] : !ts.object<"P"> -> f64
  %y = ts.add %x, %v : f64, f64 -> f64
  ts.object_set %o[0], %y : !ts.object<"P">, f64
  return %x : f64
}

// `a is b`: the two handles are one pointer.
// CHECK-LABEL: func.func @identity
// CHECK: %[[A:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: %[[B:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: arith.cmpi eq, %[[A]], %[[B]] : i64
func.func @identity(%a: !ts.object<"P">, %b: !ts.object<"P">) -> i1 {
  %0 = ts.is_same %a, %b : !ts.object<"P">
  return %0 : i1
}
