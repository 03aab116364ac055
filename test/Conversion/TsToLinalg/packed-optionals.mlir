// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg)' | FileCheck %s
// An Optional stored in a container is a runtime handle: null for None,
// else a box of the payload's slot. Unpacking reads presence from the
// handle and the payload slot (0 for None) from the box.

// CHECK-LABEL: func.func @pack_and_unpack
// CHECK: %[[FLAG:.*]] = arith.extui %{{.*}} : i1 to i64
// CHECK: %[[S:.*]] = arith.bitcast %{{.*}} : f64 to i64
// CHECK: %[[O:.*]] = call @ts_rt_optional_new(%[[FLAG]], %[[S]])
// CHECK: %[[N:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[E:.*]] = call @ts_rt_list_get
// CHECK: %[[H:.*]] = llvm.inttoptr %[[E]]
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[H]]
// CHECK: %[[PRESENT:.*]] = arith.cmpi ne, %[[A]], %{{.*}}
// CHECK: %[[B:.*]] = call @ts_rt_optional_payload(%[[H]])
// CHECK: %[[X:.*]] = arith.bitcast %[[B]] : i64 to f64
// CHECK: arith.select %[[PRESENT]], %[[X]]
func.func @pack_and_unpack(%l: !ts.list<!ts.optional<f64>>, %present: i1, %b: f64) -> f64 {
  %o = ts.optional_pack %present, %b : f64 -> !ts.optional<f64>
  ts.list_append %l, %o : !ts.list<!ts.optional<f64>>, !ts.optional<f64>
  %n = ts.optional_none : !ts.optional<f64>
  ts.list_append %l, %n : !ts.list<!ts.optional<f64>>, !ts.optional<f64>
  %zero = ts.constant 0 : i64
  %e = ts.list_get %l[%zero] : !ts.list<!ts.optional<f64>> -> !ts.optional<f64>
  %p, %y = ts.optional_unpack %e : !ts.optional<f64> -> f64
  %d = ts.constant -1.0 : f64
  %r = arith.select %p, %y, %d : f64
  return %r : f64
}
