// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg)' | FileCheck %s
// A runtime function is declared once, by its first call; a later call
// with another convention (a handle as an i64 slot for a `ts.runtime_call`
// callee, as `!llvm.ptr` for a typed op) converts its operands and
// results to that declaration.

// CHECK-LABEL: func.func @slot_then_pointer
// CHECK: %[[A:.*]] = call @ts_rt_list_copy(%{{.*}}) : (i64) -> i64
// CHECK: %[[P:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: %[[B:.*]] = call @ts_rt_list_copy(%[[P]]) : (i64) -> i64
// CHECK: llvm.inttoptr %[[B]] : i64 to !llvm.ptr
// CHECK: func.func private @ts_rt_list_copy(i64) -> i64
// CHECK-NOT: func.func private @ts_rt_list_copy
func.func @slot_then_pointer(%l: !ts.list<i64>) -> !ts.list<i64> {
  %a = ts.runtime_mutate "list_copy"(%l) : (!ts.list<i64>) -> !ts.list<i64>
  %b = ts.list_copy %l : !ts.list<i64>
  return %b : !ts.list<i64>
}
