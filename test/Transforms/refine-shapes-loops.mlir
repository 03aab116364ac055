// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(ts-refine-shapes)' | FileCheck %s
// scf.while: a loop-carried tensor keeps what holds on entry and after
// every iteration (a local fixpoint), and boundary casts keep the loop's
// types exact.

// A shape that every iteration preserves stays static, in both regions
// and in the results.
// CHECK-LABEL: func.func @stable
// CHECK-SAME: -> !ts.tensor<[2,3],f32>
// CHECK: scf.while ({{.*}}) : (!ts.tensor<[2,3],f32>, i64) -> (!ts.tensor<[2,3],f32>, i64)
// CHECK: ts.mul %{{.*}}, %{{.*}} : !ts.tensor<[2,3],f32>, f64 -> !ts.tensor<[2,3],f32>
// CHECK: scf.yield %{{.*}}, %{{.*}} : !ts.tensor<[2,3],f32>, i64
func.func @stable(%a: !ts.tensor<[2,3],f32>, %n: i64) -> !ts.tensor {
  %zero = ts.constant 0 : i64
  %c = ts.constant 2.0 : f64
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[2,3],f32> to !ts.tensor
  %r:2 = scf.while (%x = %x0, %i = %zero) : (!ts.tensor, i64) -> (!ts.tensor, i64) {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %x, %i : !ts.tensor, i64
  } do {
  ^bb0(%x: !ts.tensor, %i: i64):
    %one = ts.constant 1 : i64
    %next = ts.add %i, %one : i64, i64 -> i64
    %y = ts.mul %x, %c : !ts.tensor, f64 -> !ts.tensor
    scf.yield %y, %next : !ts.tensor, i64
  }
  return %r#0 : !ts.tensor
}

// -----

// A dim that grows each iteration becomes dynamic: the first round
// assumed [2], the body yielded [4], so the body is refined again under
// the join [?] (and nothing inside keeps the stale static shape).
// CHECK-LABEL: func.func @growing
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (!ts.tensor<[?],f32>) -> !ts.tensor<[?],f32>
// CHECK: ts.cat {{.*}} -> !ts.tensor<[?],f32>
// CHECK-NOT: !ts.tensor<[4],f32>
func.func @growing(%a: !ts.tensor<[2],f32>, %n: i64) -> !ts.tensor {
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[2],f32> to !ts.tensor
  %r = scf.while (%x = %x0) : (!ts.tensor) -> !ts.tensor {
    %d = ts.size %x {dim = 0 : i64} : !ts.tensor
    %go = ts.lt %d, %n : i64, i64 -> i1
    scf.condition(%go) %x : !ts.tensor
  } do {
  ^bb0(%x: !ts.tensor):
    %y = ts.cat %x, %x {dim = 0 : i64} : !ts.tensor, !ts.tensor -> !ts.tensor
    scf.yield %y : !ts.tensor
  }
  return %r : !ts.tensor
}

// -----

// The condition may forward fewer values than the loop carries
// (canonicalization drops a flag the body does not read): the after
// block's arguments and the results follow what it forwards.
// CHECK-LABEL: func.func @fewer_forwarded
// CHECK: scf.while ({{.*}}) : (!ts.tensor<[2],f32>, i1) -> !ts.tensor<[2],f32>
// CHECK: ^bb0(%{{.*}}: !ts.tensor<[2],f32>):
// CHECK: ts.mul {{.*}} -> !ts.tensor<[2],f32>
func.func @fewer_forwarded(%a: !ts.tensor<[2],f32>, %go: i1, %again: i1) -> !ts.tensor {
  %c = ts.constant 2.0 : f64
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[2],f32> to !ts.tensor
  %r = scf.while (%x = %x0, %more = %go) : (!ts.tensor, i1) -> !ts.tensor {
    scf.condition(%more) %x : !ts.tensor
  } do {
  ^bb0(%x: !ts.tensor):
    %y = ts.mul %x, %c : !ts.tensor, f64 -> !ts.tensor
    scf.yield %y, %again : !ts.tensor, i1
  }
  return %r : !ts.tensor
}

// -----

// A branch on a loop-carried tensor's rank is typed as the branch the
// assumed type takes (not the join of both), so the loop keeps its static
// type; once that holds, the test folds and only the branch taken stays.
// CHECK-LABEL: func.func @rank_branch
// CHECK: scf.while ({{.*}}) : (!ts.tensor<[2,3],f32>, i64) -> (!ts.tensor<[2,3],f32>, i64)
// CHECK-NOT: scf.if
// CHECK-NOT: ts.unsqueeze
// CHECK: return
func.func @rank_branch(%a: !ts.tensor<[2,3],f32>, %n: i64) -> !ts.tensor {
  %zero = ts.constant 0 : i64
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[2,3],f32> to !ts.tensor
  %r:2 = scf.while (%x = %x0, %i = %zero) : (!ts.tensor, i64) -> (!ts.tensor, i64) {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %x, %i : !ts.tensor, i64
  } do {
  ^bb0(%x: !ts.tensor, %i: i64):
    %one = ts.constant 1 : i64
    %next = ts.add %i, %one : i64, i64 -> i64
    %rank = ts.dim %x : !ts.tensor
    %is1 = ts.eq %rank, %one : i64, i64 -> i1
    %y = scf.if %is1 -> (!ts.tensor) {
      %u = ts.unsqueeze %x, 0 : !ts.tensor -> !ts.tensor
      scf.yield %u : !ts.tensor
    } else {
      scf.yield %x : !ts.tensor
    }
    scf.yield %y, %next : !ts.tensor, i64
  }
  return %r#0 : !ts.tensor
}

// -----

// A slice bound read from a carried tensor that grows: the first round
// assumes its entry size (3) and writes it into the slice, but the round
// is widened, so that edit is undone with the types and the bound stays
// a run-time value.
// CHECK-LABEL: func.func @slice_bound_of_growing
// CHECK: ts.slice %{{.*}} bounds(%{{.*}}) {{.*}} -> !ts.tensor<[?],f32>
func.func @slice_bound_of_growing(%x: !ts.tensor<[3],f32>, %p: !ts.tensor<[10],f32>, %n: i64) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %xc = ts.tensor_static_info_cast %x : !ts.tensor<[3],f32> to !ts.tensor
  %r:2 = scf.while (%i = %c0, %a = %xc) : (i64, !ts.tensor) -> (i64, !ts.tensor) {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %i, %a : i64, !ts.tensor
  } do {
  ^bb0(%j: i64, %b: !ts.tensor):
    %t = ts.size %b {dim = 0 : i64} : !ts.tensor
    %q = ts.slice %p bounds(%t) {dim = 0 : i64, end = -9223372036854775808 : i64, start = 0 : i64} : !ts.tensor<[10],f32> -> !ts.tensor
    %s = ts.add %b, %q : !ts.tensor, !ts.tensor -> !ts.tensor
    %g = ts.cat %s, %x {dim = 0 : i64} : !ts.tensor, !ts.tensor<[3],f32> -> !ts.tensor
    %next = ts.add %j, %c1 : i64, i64 -> i64
    scf.yield %next, %g : i64, !ts.tensor
  }
  return %r#1 : !ts.tensor
}
