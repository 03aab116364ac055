// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(ts-refine-shapes)' | FileCheck %s
// A tensor read from a runtime list has the type of the tensors stored in
// every value that may be the same list (or a copy or slice of it): through
// loops, branches, calls and returns.

// CHECK-LABEL: func.func @through_a_loop
// CHECK: ts.list_get {{.*}} -> !ts.tensor<[2],f32>
func.func @through_a_loop(%x: !ts.tensor<[2],f32>, %n: i64) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  %r:2 = scf.while (%i = %c0, %acc = %l) : (i64, !ts.list<!ts.tensor>) -> (i64, !ts.list<!ts.tensor>) {
    %go = arith.cmpi slt, %i, %n : i64
    scf.condition(%go) %i, %acc : i64, !ts.list<!ts.tensor>
  } do {
  ^bb0(%j: i64, %a: !ts.list<!ts.tensor>):
    %y = ts.add %x, %x : !ts.tensor<[2],f32>, !ts.tensor<[2],f32> -> !ts.tensor
    ts.list_append %a, %y : !ts.list<!ts.tensor>, !ts.tensor
    %next = arith.addi %j, %c1 : i64
    scf.yield %next, %a : i64, !ts.list<!ts.tensor>
  }
  %copy = ts.list_copy %r#1 : !ts.list<!ts.tensor>
  %e = ts.list_get %copy[%c0] : !ts.list<!ts.tensor> -> !ts.tensor
  return %e : !ts.tensor
}

// -----

// Stored tensors that disagree leave the unknown dims unknown (the backend
// contract reports it).
// CHECK-LABEL: func.func @disagreeing
// CHECK: ts.list_get {{.*}} -> !ts.tensor<[?],f32>
func.func @disagreeing(%x: !ts.tensor<[2],f32>, %y: !ts.tensor<[3],f32>, %i: i64) -> !ts.tensor {
  %l = ts.list_new %x, %y : !ts.tensor<[2],f32>, !ts.tensor<[3],f32> -> !ts.list<!ts.tensor>
  %e = ts.list_get %l[%i] : !ts.list<!ts.tensor> -> !ts.tensor
  return %e : !ts.tensor
}

// -----

// CHECK-LABEL: func.func @reads
// CHECK: ts.list_get {{.*}} -> !ts.tensor<[4],i64>
func.func @reads(%l: !ts.list<!ts.tensor>, %i: i64) {
  %e = ts.list_get %l[%i] : !ts.list<!ts.tensor> -> !ts.tensor
  ts.print %e : !ts.tensor
  return
}
func.func @writes(%x: !ts.tensor<[4],i64>) {
  %c0 = ts.constant 0 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  ts.list_append %l, %x : !ts.list<!ts.tensor>, !ts.tensor<[4],i64>
  func.call @reads(%l, %c0) : (!ts.list<!ts.tensor>, i64) -> ()
  return
}

// -----

// A tensor attribute of a script-class instance held by reference has the
// type of the tensors stored in that field of every object of the class
// (here a construction and a later store); other fields do not count.
// CHECK-LABEL: func.func @object_fields
// CHECK: ts.object_get {{.*}}[0] : !ts.object<"L"> -> !ts.tensor<[3],f32>
// CHECK: ts.object_get {{.*}}[1] : !ts.object<"L"> -> !ts.tensor<[2,2],f32>
func.func @object_fields(%a: !ts.tensor<[3],f32>, %b: !ts.tensor<[2,2],f32>) -> !ts.tensor {
  %o = ts.object_new %a, %b : !ts.tensor<[3],f32>, !ts.tensor<[2,2],f32> -> !ts.object<"L">
  %w = ts.object_get %o[0] : !ts.object<"L"> -> !ts.tensor
  %w2 = ts.add %w, %w : !ts.tensor, !ts.tensor -> !ts.tensor
  ts.object_set %o[0], %w2 : !ts.object<"L">, !ts.tensor
  %v = ts.object_get %o[1] : !ts.object<"L"> -> !ts.tensor
  return %v : !ts.tensor
}

// -----

// A tensor field of a packed tuple has the type of the tensors packed into
// that field of every tuple of its type.
// CHECK-LABEL: func.func @packed_tensor_fields
// CHECK: ts.tuple_unpack {{.*}} : tuple<!ts.tensor, f64> -> !ts.tensor<[3],f32>, f64
func.func @packed_tensor_fields(%a: !ts.tensor<[3],f32>, %w: f64) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %t = ts.tuple_pack %a, %w : !ts.tensor<[3],f32>, f64 -> tuple<!ts.tensor, f64>
  %l = ts.list_new %t : tuple<!ts.tensor, f64> -> !ts.list<tuple<!ts.tensor, f64>>
  %e = ts.list_get %l[%c0] : !ts.list<tuple<!ts.tensor, f64>> -> tuple<!ts.tensor, f64>
  %x, %y = ts.tuple_unpack %e : tuple<!ts.tensor, f64> -> !ts.tensor, f64
  return %x : !ts.tensor
}

// -----

// A list appended to once per iteration of a `for i in range(n)` loop whose
// `n` refinement makes known (here the rows of a tensor) has a known
// length: its stack and concatenation get static sizes.
// CHECK-LABEL: func.func @counted_loop_appends
// CHECK: ts.list_cat {{.*}}stack = true{{.*}} -> !ts.tensor<[4,2],f32>
// CHECK: ts.list_cat {{.*}}dim = 0 : i64} : !ts.list<!ts.tensor> -> !ts.tensor<[8],f32>
func.func @counted_loop_appends(%x: !ts.tensor<[3,2],f32>) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %n = ts.size %x {dim = 0 : i64} : !ts.tensor<[3,2],f32>
  %row = ts.select %x {dim = 0 : i64, index = 0 : i64} : !ts.tensor<[3,2],f32> -> !ts.tensor
  %l = ts.list_new %row : !ts.tensor -> !ts.list<!ts.tensor>
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    %y = ts.add %row, %row : !ts.tensor, !ts.tensor -> !ts.tensor
    ts.list_append %l, %y : !ts.list<!ts.tensor>, !ts.tensor
    %next = ts.add %j, %c1 : i64, i64 -> i64
    scf.yield %next : i64
  }
  %s = ts.list_cat %l {dim = 0 : i64, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor
  %c = ts.list_cat %l {dim = 0 : i64} : !ts.list<!ts.tensor> -> !ts.tensor
  return %s : !ts.tensor
}

// -----

// An append under a branch (a `continue`, an `if`), or a loop whose bound
// is not known, leaves the length to run time.
// CHECK-LABEL: func.func @uncounted_appends
// CHECK: ts.list_cat {{.*}} -> !ts.tensor<[?,2],f32>
// CHECK: ts.list_cat {{.*}} -> !ts.tensor<[?,2],f32>
func.func @uncounted_appends(%x: !ts.tensor<[2],f32>, %n: i64, %b: i1) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %c3 = ts.constant 3 : i64
  %l = ts.list_new -> !ts.list<!ts.tensor>
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %go = ts.lt %i, %c3 : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    scf.if %b {
      ts.list_append %l, %x : !ts.list<!ts.tensor>, !ts.tensor<[2],f32>
    }
    %next = ts.add %j, %c1 : i64, i64 -> i64
    scf.yield %next : i64
  }
  %s = ts.list_cat %l {dim = 0 : i64, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor
  %m = ts.list_new -> !ts.list<!ts.tensor>
  %r2 = scf.while (%i = %c0) : (i64) -> i64 {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%j: i64):
    ts.list_append %m, %x : !ts.list<!ts.tensor>, !ts.tensor<[2],f32>
    %next = ts.add %j, %c1 : i64, i64 -> i64
    scf.yield %next : i64
  }
  %t = ts.list_cat %m {dim = 0 : i64, stack = true} : !ts.list<!ts.tensor> -> !ts.tensor
  return %s : !ts.tensor
}
