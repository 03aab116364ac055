// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg)' | FileCheck %s
// A tuple stored in a container is packed into a runtime list of its
// fields' slots; unpacking reads each slot back by position.

// CHECK-LABEL: func.func @pack_and_unpack
// CHECK: %[[T:.*]] = call @ts_rt_list_new()
// CHECK: call @ts_rt_list_append(%[[T]], %{{.*}})
// CHECK: %[[S:.*]] = arith.bitcast %{{.*}} : f64 to i64
// CHECK: call @ts_rt_list_append(%[[T]], %[[S]])
// CHECK: %[[H:.*]] = llvm.ptrtoint %[[T]]
// CHECK: call @ts_rt_list_append(%{{.*}}, %[[H]])
// CHECK: %[[E:.*]] = call @ts_rt_list_get
// CHECK: %[[P:.*]] = llvm.inttoptr %[[E]]
// CHECK: call @ts_rt_list_get(%[[P]], %{{.*}})
// CHECK: %[[F:.*]] = call @ts_rt_list_get(%[[P]], %{{.*}})
// CHECK: arith.bitcast %[[F]] : i64 to f64
func.func @pack_and_unpack(%l: !ts.list<tuple<i64, f64>>, %a: i64, %b: f64) -> f64 {
  %t = ts.tuple_pack %a, %b : i64, f64 -> tuple<i64, f64>
  ts.list_append %l, %t : !ts.list<tuple<i64, f64>>, tuple<i64, f64>
  %zero = ts.constant 0 : i64
  %e = ts.list_get %l[%zero] : !ts.list<tuple<i64, f64>> -> tuple<i64, f64>
  %x, %y = ts.tuple_unpack %e : tuple<i64, f64> -> i64, f64
  return %y : f64
}
