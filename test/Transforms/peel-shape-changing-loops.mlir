// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(ts-refine-shapes)' | FileCheck %s
// A loop whose carried tensor changes rank or dtype from one iteration to
// the next has no ranked fixpoint; while its condition is known for the
// values it starts from, refinement peels it one iteration at a time
// (peel_shape_changing_loops.rs), each iteration with precise types.

// `while x.dim() > 1: x = x.sum(0)`: two iterations, then the loop is gone.
// CHECK-LABEL: func.func @sum_to_vector
// CHECK-SAME: -> !ts.tensor<[4],f32>
// CHECK-NOT: scf.while
// CHECK: %[[A:.*]] = ts.sum %{{.*}} {dims = array<i64: 0>} : !ts.tensor<[2,3,4],f32> -> !ts.tensor<[3,4],f32>
// CHECK: %[[B:.*]] = ts.sum %[[A]] {dims = array<i64: 0>} : !ts.tensor<[3,4],f32> -> !ts.tensor<[4],f32>
// CHECK-NOT: scf.while
// CHECK: return %[[B]] : !ts.tensor<[4],f32>
func.func @sum_to_vector(%a: !ts.tensor<[2,3,4],f32>) -> !ts.tensor {
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[2,3,4],f32> to !ts.tensor
  %r = scf.while (%x = %x0) : (!ts.tensor) -> !ts.tensor {
    %d = ts.dim %x : !ts.tensor
    %one = ts.constant 1 : i64
    %go = ts.gt %d, %one : i64, i64 -> i1
    scf.condition(%go) %x : !ts.tensor
  } do {
  ^bb0(%x: !ts.tensor):
    %y = ts.sum %x {dims = array<i64: 0>} : !ts.tensor -> !ts.tensor
    scf.yield %y : !ts.tensor
  }
  return %r : !ts.tensor
}

// -----

// A counted loop (`for _ in range(2)`) whose body adds a dim.
// CHECK-LABEL: func.func @counted
// CHECK-NOT: scf.while
// CHECK: ts.unsqueeze %{{.*}}, 0 : !ts.tensor<[3],i64> -> !ts.tensor<[1,3],i64>
// CHECK: ts.unsqueeze %{{.*}}, 0 : !ts.tensor<[1,3],i64> -> !ts.tensor<[1,1,3],i64>
// CHECK-NOT: scf.while
// CHECK: return %{{.*}} : !ts.tensor<[1,1,3],i64>
func.func @counted(%a: !ts.tensor<[3],i64>) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %n = ts.constant 2 : i64
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[3],i64> to !ts.tensor
  %r:2 = scf.while (%i = %c0, %x = %x0) : (i64, !ts.tensor) -> (i64, !ts.tensor) {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %i, %x : i64, !ts.tensor
  } do {
  ^bb0(%i: i64, %x: !ts.tensor):
    %next = ts.add %i, %c1 : i64, i64 -> i64
    %y = ts.unsqueeze %x, 0 : !ts.tensor -> !ts.tensor
    scf.yield %next, %y : i64, !ts.tensor
  }
  return %r#1 : !ts.tensor
}

// -----

// A loop whose count is known only at run time stays a loop (the backend
// contract then reports the unranked tensor).
// CHECK-LABEL: func.func @unknown_count
// CHECK: scf.while ({{.*}}) : (i64, !ts.tensor<*,f32>) -> (i64, !ts.tensor<*,f32>)
// CHECK-NOT: ts.peeled
func.func @unknown_count(%a: !ts.tensor<[3],f32>, %n: i64) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[3],f32> to !ts.tensor
  %r:2 = scf.while (%i = %c0, %x = %x0) : (i64, !ts.tensor) -> (i64, !ts.tensor) {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %i, %x : i64, !ts.tensor
  } do {
  ^bb0(%i: i64, %x: !ts.tensor):
    %next = ts.add %i, %c1 : i64, i64 -> i64
    %y = ts.unsqueeze %x, 0 : !ts.tensor -> !ts.tensor
    scf.yield %next, %y : i64, !ts.tensor
  }
  return %r#1 : !ts.tensor
}

// -----

// One that would run more than 64 times is not unrolled at all.
// CHECK-LABEL: func.func @too_many
// CHECK-COUNT-1: ts.unsqueeze
// CHECK-NOT: ts.unsqueeze
// CHECK-NOT: ts.peeled
func.func @too_many(%a: !ts.tensor<[3],f32>) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %n = ts.constant 100 : i64
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[3],f32> to !ts.tensor
  %r:2 = scf.while (%i = %c0, %x = %x0) : (i64, !ts.tensor) -> (i64, !ts.tensor) {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %i, %x : i64, !ts.tensor
  } do {
  ^bb0(%i: i64, %x: !ts.tensor):
    %next = ts.add %i, %c1 : i64, i64 -> i64
    %y = ts.unsqueeze %x, 0 : !ts.tensor -> !ts.tensor
    scf.yield %next, %y : i64, !ts.tensor
  }
  return %r#1 : !ts.tensor
}

// -----

// A loop whose condition is false on entry is never refined: its body
// could only fail (`ts.select` of a 0-d tensor).
// CHECK-LABEL: func.func @never_entered
// CHECK-NOT: scf.while
// CHECK: return %{{.*}} : !ts.tensor<[],f32>
func.func @never_entered(%a: !ts.tensor<[],f32>) -> !ts.tensor {
  %x0 = ts.tensor_static_info_cast %a : !ts.tensor<[],f32> to !ts.tensor
  %r = scf.while (%x = %x0) : (!ts.tensor) -> !ts.tensor {
    %d = ts.dim %x : !ts.tensor
    %zero = ts.constant 0 : i64
    %go = ts.gt %d, %zero : i64, i64 -> i1
    scf.condition(%go) %x : !ts.tensor
  } do {
  ^bb0(%x: !ts.tensor):
    %y = ts.sum %x {dims = array<i64: 0>} : !ts.tensor -> !ts.tensor
    scf.yield %y : !ts.tensor
  }
  return %r : !ts.tensor
}
