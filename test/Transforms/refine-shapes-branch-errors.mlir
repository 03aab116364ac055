// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(ts-refine-shapes)' | FileCheck %s
// An op that always fails, in a branch that a run-time condition takes,
// raises there (TorchScript reports shape errors only when the op runs):
// it and the rest of its branch become a `ts.raise` with the error's text,
// the branch yields placeholders, and the other branch alone types the
// `scf.if`'s results.

// CHECK-LABEL: func.func @matmul_in_branch
// CHECK-SAME: -> (!ts.tensor<[2,3],f32>, i64, !ts.str)
// CHECK: scf.if %{{.*}} -> (!ts.tensor<[2,3],f32>, i64, !ts.str) {
// CHECK-NEXT: ts.raise "RuntimeError: matmul shapes [2, 3] and [2, 3] do not match (3 vs 2)"
// CHECK-NEXT: %[[U:.*]] = ts.undefined : !ts.tensor<[2,3],f32>
// CHECK-NEXT: %[[N:.*]] = ts.constant 0 : i64
// CHECK-NEXT: %[[S:.*]] = ts.str_constant ""
// CHECK-NEXT: %[[C:.*]] = ts.tensor_static_info_cast %[[U]]
// CHECK-NEXT: scf.yield %[[C]], %[[N]], %[[S]]
// CHECK-NEXT: } else {
// CHECK: ts.mul
func.func @matmul_in_branch(%x: !ts.tensor<[2,3],f32>, %w: !ts.tensor<[2,3],f32>, %flag: i1) -> (!ts.tensor, i64, !ts.str) {
  %0 = ts.tensor_static_info_cast %x : !ts.tensor<[2,3],f32> to !ts.tensor
  %1 = ts.tensor_static_info_cast %w : !ts.tensor<[2,3],f32> to !ts.tensor
  %r:3 = scf.if %flag -> (!ts.tensor, i64, !ts.str) {
    %y = ts.matmul %0, %1 : !ts.tensor, !ts.tensor -> !ts.tensor
    %z = ts.relu %y : !ts.tensor -> !ts.tensor
    %n = ts.size %z {dim = 0 : i64} : !ts.tensor
    %s = ts.str_constant "mm"
    scf.yield %z, %n, %s : !ts.tensor, i64, !ts.str
  } else {
    %c = ts.constant 2 : i64
    %y = ts.mul %0, %c : !ts.tensor, i64 -> !ts.tensor
    %n = ts.constant 1 : i64
    %s = ts.str_constant "mul"
    scf.yield %y, %n, %s : !ts.tensor, i64, !ts.str
  }
  return %r#0, %r#1, %r#2 : !ts.tensor, i64, !ts.str
}

// -----

// Both branches fail: the `scf.if` yields placeholders only, and its
// result takes the placeholder type (every call raises).
// CHECK-LABEL: func.func @both_branches
// CHECK-SAME: -> !ts.tensor<[],f32>
// CHECK: ts.raise "RuntimeError: matmul shapes
// CHECK: } else {
// CHECK: ts.raise "RuntimeError: shape [7] is invalid for input of size 6"
func.func @both_branches(%x: !ts.tensor<[2,3],f32>, %flag: i1) -> !ts.tensor {
  %0 = ts.tensor_static_info_cast %x : !ts.tensor<[2,3],f32> to !ts.tensor
  %r = scf.if %flag -> (!ts.tensor) {
    %y = ts.matmul %0, %0 : !ts.tensor, !ts.tensor -> !ts.tensor
    scf.yield %y : !ts.tensor
  } else {
    %y = ts.reshape %0, [7] : !ts.tensor -> !ts.tensor
    scf.yield %y : !ts.tensor
  }
  return %r : !ts.tensor
}

// -----

// Inside a loop the rounds only count the branch as raising (a widened
// carried type might make the op valid); once the types hold it raises.
// CHECK-LABEL: func.func @branch_in_loop
// CHECK: scf.while {{.*}} -> (i64, !ts.tensor<[2,3],f32>)
// CHECK: scf.if %{{.*}} -> (!ts.tensor<[2,3],f32>) {
// CHECK-NEXT: ts.raise "RuntimeError: matmul shapes [2, 3] and [2, 3] do not match (3 vs 2)"
func.func @branch_in_loop(%x: !ts.tensor<[2,3],f32>, %n: i64) -> !ts.tensor {
  %0 = ts.tensor_static_info_cast %x : !ts.tensor<[2,3],f32> to !ts.tensor
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %c5 = ts.constant 5 : i64
  %r:2 = scf.while (%i = %c0, %y = %0) : (i64, !ts.tensor) -> (i64, !ts.tensor) {
    %lt = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%lt) %i, %y : i64, !ts.tensor
  } do {
  ^bb0(%i: i64, %y: !ts.tensor):
    %next = ts.add %i, %c1 : i64, i64 -> i64
    %five = ts.eq %i, %c5 : i64, i64 -> i1
    %v = scf.if %five -> (!ts.tensor) {
      %m = ts.matmul %y, %y : !ts.tensor, !ts.tensor -> !ts.tensor
      scf.yield %m : !ts.tensor
    } else {
      %a = ts.add %y, %c1 : !ts.tensor, i64 -> !ts.tensor
      scf.yield %a : !ts.tensor
    }
    scf.yield %next, %v : i64, !ts.tensor
  }
  return %r#1 : !ts.tensor
}
