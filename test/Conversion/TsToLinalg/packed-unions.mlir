// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg)' | FileCheck %s
// A Union stored in a container is a runtime handle: a list of the member
// index and one payload slot per member but None. Unpacking reads the
// slots back (the index first).

// CHECK-LABEL: func.func @pack_and_unpack
// CHECK: %[[U:.*]] = call @ts_rt_list_new()
// CHECK: call @ts_rt_list_append(%[[U]], %{{.*}})
// CHECK: %[[S:.*]] = arith.bitcast %{{.*}} : f64 to i64
// CHECK: call @ts_rt_list_append(%[[U]], %[[S]])
// CHECK: %[[P:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: call @ts_rt_list_append(%[[U]], %[[P]])
// CHECK-NOT: ts.union
// CHECK: %[[E:.*]] = call @ts_rt_list_get(%arg0, %{{.*}})
// CHECK: %[[H:.*]] = llvm.inttoptr %[[E]]
// CHECK: %[[I:.*]] = call @ts_rt_list_get(%[[H]], %{{.*}})
// CHECK: %[[F:.*]] = call @ts_rt_list_get(%[[H]], %{{.*}})
// CHECK: arith.bitcast %[[F]] : i64 to f64
// CHECK: %[[T:.*]] = call @ts_rt_list_get(%[[H]], %{{.*}})
// CHECK: llvm.inttoptr %[[T]] : i64 to !llvm.ptr
// CHECK: tensor.from_elements %[[I]]
func.func @pack_and_unpack(%l: !ts.list<!ts.union<f64, !ts.str, !ts.none>>, %index: i64, %b: f64, %s: !ts.str) -> i64 {
  %u = ts.union_pack %index, %b, %s : f64, !ts.str -> !ts.union<f64, !ts.str, !ts.none>
  ts.list_append %l, %u : !ts.list<!ts.union<f64, !ts.str, !ts.none>>, !ts.union<f64, !ts.str, !ts.none>
  %zero = ts.constant 0 : i64
  %e = ts.list_get %l[%zero] : !ts.list<!ts.union<f64, !ts.str, !ts.none>> -> !ts.union<f64, !ts.str, !ts.none>
  %held, %x, %y = ts.union_unpack %e : !ts.union<f64, !ts.str, !ts.none> -> f64, !ts.str
  return %held : i64
}
