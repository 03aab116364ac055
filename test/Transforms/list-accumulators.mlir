// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(ts-list-accumulators)' | FileCheck %s
// A list a counted loop appends one tensor to per iteration, then stacks
// or concatenates, becomes a tensor the loop carries and writes row by
// row (no runtime list, no boxing).

// CHECK-LABEL: func.func @stacked
// CHECK-NOT: ts.list_new
// CHECK: %[[ROWS:.*]] = ts.full [4, 2, 3], 0.000000e+00 : !ts.tensor<[4,2,3],f32>
// CHECK: %[[R:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[ROWS]])
// CHECK: scf.condition
// CHECK: ^bb0(%[[I:.*]]: i64, %[[H:.*]]: !ts.tensor<[2,3],f32>, %[[ACC:.*]]: !ts.tensor<[4,2,3],f32>):
// CHECK: %[[NEW:.*]] = ts.add %{{.*}}, %{{.*}} : !ts.tensor
// CHECK-NOT: ts.list_append
// CHECK: %[[W:.*]] = ts.select_scatter %[[ACC]], %[[NEW]][%[[I]]] {dim = 0 : i64}
// CHECK: scf.yield %{{.*}}, %[[NEW]], %[[W]]
// CHECK-NOT: ts.list_cat
// CHECK: return %[[R]]#2 : !ts.tensor<[4,2,3],f32>
func.func @stacked(%h0: !ts.tensor<[2,3],f32>) -> !ts.tensor<[4,2,3],f32> {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %c4 = ts.constant 4 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  %r:2 = scf.while (%i = %c0, %h = %h0) : (i64, !ts.tensor<[2,3],f32>) -> (i64, !ts.tensor<[2,3],f32>) {
    %go = ts.lt %i, %c4 : i64, i64 -> i1
    scf.condition(%go) %i, %h : i64, !ts.tensor<[2,3],f32>
  } do {
  ^bb0(%j: i64, %g: !ts.tensor<[2,3],f32>):
    %next = ts.add %j, %c1 : i64, i64 -> i64
    %y = ts.add %g, %g : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor<[2,3],f32>
    ts.list_append %l, %y : !ts.list<!ts.tensor>, !ts.tensor<[2,3],f32>
    scf.yield %next, %y : i64, !ts.tensor<[2,3],f32>
  }
  %s = ts.list_cat %l {dim = 0, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor<[4,2,3],f32>
  return %s : !ts.tensor<[4,2,3],f32>
}

// -----

// A loop from 2: row i - 2. Stacking along dim 1 moves the rows' dim
// there; `cat` along dim -1 moves it, then merges it into that dim.
// CHECK-LABEL: func.func @moved_and_merged
// CHECK: ^bb0
// CHECK: %[[START:.*]] = ts.constant 2 : i64
// CHECK: %[[ROW:.*]] = ts.sub %{{.*}}, %[[START]] : i64, i64 -> i64
// CHECK: ts.select_scatter %{{.*}}, %{{.*}}[%[[ROW]]] {dim = 0 : i64} : !ts.tensor<[3,2,5],f32>, !ts.tensor<[2,5],f32>
// CHECK: %[[S:.*]] = ts.movedim %[[R:.*]]#1 {destination = array<i64: 1>, source = array<i64: 0>} : !ts.tensor<[3,2,5],f32> -> !ts.tensor<[2,3,5],f32>
// CHECK: %[[M:.*]] = ts.movedim %[[R]]#1 {destination = array<i64: 1>, source = array<i64: 0>} : !ts.tensor<[3,2,5],f32> -> !ts.tensor<[2,3,5],f32>
// CHECK: %[[C:.*]] = ts.reshape %[[M]], [2, 15] : !ts.tensor<[2,3,5],f32> -> !ts.tensor<[2,15],f32>
// CHECK: return %[[S]], %[[C]]
func.func @moved_and_merged(%x: !ts.tensor<[2,5],f32>) -> (!ts.tensor<[2,3,5],f32>, !ts.tensor<[2,15],f32>) {
  %c1 = ts.constant 1 : i64
  %c2 = ts.constant 2 : i64
  %c5 = ts.constant 5 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  %r = scf.while (%i = %c2) : (i64) -> i64 {
    %go = ts.lt %i, %c5 : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    %next = ts.add %j, %c1 : i64, i64 -> i64
    %y = ts.mul %x, %j : !ts.tensor<[2,5],f32>, i64 -> !ts.tensor<[2,5],f32>
    ts.list_append %l, %y : !ts.list<!ts.tensor>, !ts.tensor<[2,5],f32>
    scf.yield %next : i64
  }
  %s = ts.list_cat %l {dim = 1, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor<[2,3,5],f32>
  %c = ts.list_cat %l {dim = -1} : !ts.list<!ts.tensor> -> !ts.tensor<[2,15],f32>
  return %s, %c : !ts.tensor<[2,3,5],f32>, !ts.tensor<[2,15],f32>
}

// -----

// Lists that stay lists: appended under a branch (a `continue`), read in
// the loop, or appended by a loop whose trip count is unknown.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-3: ts.list_new
// CHECK-NOT: ts.select_scatter
func.func @kept(%x: !ts.tensor<[2],f32>, %n: i64, %b: i1) -> (!ts.tensor, !ts.tensor, !ts.tensor) {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %c3 = ts.constant 3 : i64
  %l1 = ts.list_new -> !ts.list<!ts.tensor>
  %l2 = ts.list_new -> !ts.list<!ts.tensor>
  %l3 = ts.list_new -> !ts.list<!ts.tensor>
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %go = ts.lt %i, %c3 : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    %next = ts.add %j, %c1 : i64, i64 -> i64
    scf.if %b {
      ts.list_append %l1, %x : !ts.list<!ts.tensor>, !ts.tensor<[2],f32>
    }
    ts.list_append %l2, %x : !ts.list<!ts.tensor>, !ts.tensor<[2],f32>
    %len = ts.list_len %l2 : !ts.list<!ts.tensor>
    scf.yield %next : i64
  }
  %u = scf.while (%i = %c0) : (i64) -> i64 {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    %next = ts.add %j, %c1 : i64, i64 -> i64
    ts.list_append %l3, %x : !ts.list<!ts.tensor>, !ts.tensor<[2],f32>
    scf.yield %next : i64
  }
  %s1 = ts.list_cat %l1 {dim = 0, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor
  %s2 = ts.list_cat %l2 {dim = 0, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor
  %s3 = ts.list_cat %l3 {dim = 0, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor
  return %s1, %s2, %s3 : !ts.tensor, !ts.tensor, !ts.tensor
}

// -----

// `cat` of 0-d tensors raises, so that list stays for the lowering to
// report (its stack would have been rewritten).
// CHECK-LABEL: func.func @cat_of_scalars
// CHECK: ts.list_new
// CHECK: ts.list_append
// CHECK: ts.list_cat
func.func @cat_of_scalars(%x: !ts.tensor<[],f32>) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %c2 = ts.constant 2 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %go = ts.lt %i, %c2 : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    %next = ts.add %j, %c1 : i64, i64 -> i64
    ts.list_append %l, %x : !ts.list<!ts.tensor>, !ts.tensor<[],f32>
    scf.yield %next : i64
  }
  %s = ts.list_cat %l {dim = 0} : !ts.list<!ts.tensor> -> !ts.tensor
  return %s : !ts.tensor
}

// -----

// A loop down from 4 by 2 (`range(4, -1, -2)`: 4, 2, 0) runs 3 times and
// writes row (i - 4) // -2.
// CHECK-LABEL: func.func @stepped_down
// CHECK: ts.full [3, 2], 0.000000e+00
// CHECK: ^bb0
// CHECK: %[[START:.*]] = ts.constant 4 : i64
// CHECK: %[[OFF:.*]] = ts.sub %{{.*}}, %[[START]] : i64, i64 -> i64
// CHECK: %[[STEP:.*]] = ts.constant -2 : i64
// CHECK: %[[ROW:.*]] = ts.floor_divide %[[OFF]], %[[STEP]] : i64, i64 -> i64
// CHECK: ts.select_scatter %{{.*}}, %{{.*}}[%[[ROW]]] {dim = 0 : i64} : !ts.tensor<[3,2],f32>, !ts.tensor<[2],f32>
// CHECK-NOT: ts.list_cat
func.func @stepped_down(%x: !ts.tensor<[2],f32>) -> !ts.tensor<[3,2],f32> {
  %c4 = ts.constant 4 : i64
  %cm1 = ts.constant -1 : i64
  %cm2 = ts.constant -2 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  %r = scf.while (%i = %c4) : (i64) -> i64 {
    %go = ts.gt %i, %cm1 : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    %next = ts.add %j, %cm2 : i64, i64 -> i64
    ts.list_append %l, %x : !ts.list<!ts.tensor>, !ts.tensor<[2],f32>
    scf.yield %next : i64
  }
  %s = ts.list_cat %l {dim = 0, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor<[3,2],f32>
  return %s : !ts.tensor<[3,2],f32>
}

// -----

// A step against the test's direction (`i > -1` stepping up) never ends:
// left as a list.
// CHECK-LABEL: func.func @endless
// CHECK: ts.list_append
// CHECK: ts.list_cat
func.func @endless(%x: !ts.tensor<[2],f32>) -> !ts.tensor<[3,2],f32> {
  %c4 = ts.constant 4 : i64
  %cm1 = ts.constant -1 : i64
  %c2 = ts.constant 2 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  %r = scf.while (%i = %c4) : (i64) -> i64 {
    %go = ts.gt %i, %cm1 : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    %next = ts.add %j, %c2 : i64, i64 -> i64
    ts.list_append %l, %x : !ts.list<!ts.tensor>, !ts.tensor<[2],f32>
    scf.yield %next : i64
  }
  %s = ts.list_cat %l {dim = 0, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor<[3,2],f32>
  return %s : !ts.tensor<[3,2],f32>
}
