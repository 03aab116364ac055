// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(ts-refine-shapes)' | FileCheck %s
// Refinement folds what it makes known: shape and dtype queries, their
// comparisons, and an `scf.if` on a constant (only the taken arm stays,
// so arms of different rank or dtype do not have to join).

// CHECK-LABEL: func.func @rank_branch
// CHECK-SAME: -> !ts.tensor<[1,2,3],f32>
// CHECK-NOT: scf.if
// CHECK-NOT: ts.dim
// CHECK: %[[U:.*]] = ts.unsqueeze %{{.*}}, 0 : !ts.tensor<[2,3],f32> -> !ts.tensor<[1,2,3],f32>
// CHECK: return %[[U]]
func.func @rank_branch(%x: !ts.tensor<[2,3],f32>) -> !ts.tensor {
  %0 = ts.dim %x : !ts.tensor<[2,3],f32>
  %c2 = ts.constant 2 : i64
  %1 = ts.eq %0, %c2 : i64, i64 -> i1
  %2 = scf.if %1 -> (!ts.tensor) {
    %3 = ts.unsqueeze %x, 0 : !ts.tensor<[2,3],f32> -> !ts.tensor
    scf.yield %3 : !ts.tensor
  } else {
    %3 = ts.tensor_static_info_cast %x : !ts.tensor<[2,3],f32> to !ts.tensor
    scf.yield %3 : !ts.tensor
  }
  return %2 : !ts.tensor
}

// -----

// The dtype code of an int32 tensor is 3: the else arm is taken, and
// `ts.cast_to` reads its dtype from the folded constant.
// CHECK-LABEL: func.func @dtype_branch
// CHECK-SAME: -> (i64, !ts.tensor<[4],i32>, !ts.tensor<[4],f64>)
// CHECK: %[[D:.*]] = ts.constant 3 : i64
// CHECK-NOT: ts.dtype
// CHECK-NOT: scf.if
// CHECK: ts.mul {{.*}} -> !ts.tensor<[4],i32>
// CHECK: ts.cast_to %{{.*}}, %{{.*}} : !ts.tensor<[4],i32> -> !ts.tensor<[4],f64>
// CHECK: return %[[D]]
func.func @dtype_branch(%x: !ts.tensor<[4],i32>) -> (i64, !ts.tensor, !ts.tensor) {
  %d = ts.dtype %x : !ts.tensor<[4],i32>
  %f32 = ts.constant 6 : i64
  %f64 = ts.constant 7 : i64
  %1 = ts.eq %d, %f32 : i64, i64 -> i1
  %2 = scf.if %1 -> (!ts.tensor) {
    %c = ts.constant 1.5 : f64
    %3 = ts.add %x, %c : !ts.tensor<[4],i32>, f64 -> !ts.tensor
    scf.yield %3 : !ts.tensor
  } else {
    %c = ts.constant 2 : i64
    %3 = ts.mul %x, %c : !ts.tensor<[4],i32>, i64 -> !ts.tensor
    scf.yield %3 : !ts.tensor
  }
  %4 = ts.cast_to %x, %f64 : !ts.tensor<[4],i32> -> !ts.tensor
  return %d, %2, %4 : i64, !ts.tensor, !ts.tensor
}

// -----

// A size that is not known does not fold; inside a loop, whose types may
// still widen while its rounds run, what they make known folds once they
// hold (here a rank).
// CHECK-LABEL: func.func @unknown_and_loop
// CHECK: ts.size %{{.*}} {dim = 0 : i64} : !ts.tensor<[?],f32>
// CHECK: scf.while
// CHECK-NOT: ts.dim
// CHECK: ts.constant 1 : i64
func.func @unknown_and_loop(%x: !ts.tensor<[?],f32>, %y: !ts.tensor<[3],f32>) -> (i64, i64) {
  %0 = ts.size %x {dim = 0 : i64} : !ts.tensor<[?],f32>
  %1 = scf.while (%i = %0) : (i64) -> i64 {
    %r = ts.dim %y : !ts.tensor<[3],f32>
    %c = ts.lt %i, %r : i64, i64 -> i1
    scf.condition(%c) %i : i64
  } do {
  ^bb0(%i: i64):
    scf.yield %i : i64
  }
  return %0, %1 : i64, i64
}

// -----

// Size values resolve to the ints they fold to (here a size times 2), in
// reshape and full alike.
// CHECK-LABEL: func.func @size_values
// CHECK-SAME: -> (!ts.tensor<[2,6],f32>, !ts.tensor<[4,3],f32>)
func.func @size_values(%a: !ts.tensor<[2,2,3],f32>) -> (!ts.tensor, !ts.tensor) {
  %n = ts.size %a {dim = 0} : !ts.tensor<[2,2,3],f32>
  %c2 = ts.constant 2 : i64
  %m = ts.mul %n, %c2 : i64, i64 -> i64
  %0 = ts.reshape %a sizes(%n), [-9223372036854775808, -1] : !ts.tensor<[2,2,3],f32> -> !ts.tensor
  %1 = ts.full [-9223372036854775808, 3], 0.0 sizes(%m) : !ts.tensor<[?,3],f32>
  %2 = ts.tensor_static_info_cast %1 : !ts.tensor<[?,3],f32> to !ts.tensor
  return %0, %2 : !ts.tensor, !ts.tensor
}

// -----

// arange(1, 2 * size, 2): its length, ceil((end - start) / step).
// CHECK-LABEL: func.func @range_to_size
// CHECK-SAME: -> !ts.tensor<[4],i64>
func.func @range_to_size(%a: !ts.tensor<[3,4],f32>) -> !ts.tensor {
  %n = ts.size %a {dim = 1} : !ts.tensor<[3,4],f32>
  %c2 = ts.constant 2 : i64
  %e = ts.mul %n, %c2 : i64, i64 -> i64
  %0 = ts.range to %e {start = 1.0 : f64, step = 2.0 : f64, length = -9223372036854775808 : i64} : !ts.tensor<[?],i64>
  %1 = ts.tensor_static_info_cast %0 : !ts.tensor<[?],i64> to !ts.tensor
  return %1 : !ts.tensor
}

// -----

// A select on a constant (what canonicalize makes of a trivial scf.if)
// keeps the chosen value, so an early return of another rank refines.
// CHECK-LABEL: func.func @select_on_constant
// CHECK-SAME: -> !ts.tensor<[],f32>
// CHECK-NOT: arith.select
func.func @select_on_constant(%a: !ts.tensor<[2,3],f32>) -> !ts.tensor {
  %false = ts.constant false
  %s = ts.sum %a : !ts.tensor<[2,3],f32> -> !ts.tensor
  %x = ts.tensor_static_info_cast %a : !ts.tensor<[2,3],f32> to !ts.tensor
  %0 = arith.select %false, %x, %s : !ts.tensor
  return %0 : !ts.tensor
}

// -----

// `s = x.size(); x.view(s[0], s[1] // 2, -1)`: items of a size list that
// nothing changes fold, so the reshape's sizes are known.
// CHECK-LABEL: func.func @size_list_items
// CHECK-NOT: ts.list_get
// CHECK: ts.reshape {{.*}} : !ts.tensor<[2,6],f32> -> !ts.tensor<[2,3,2],f32>
func.func @size_list_items(%x: !ts.tensor<[2,6],f32>) -> !ts.tensor {
  %s = ts.size_list %x : !ts.tensor<[2,6],f32> -> !ts.list<i64>
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %c2 = ts.constant 2 : i64
  %a = ts.list_get %s[%c0] : !ts.list<i64> -> i64
  %b = ts.list_get %s[%c1] : !ts.list<i64> -> i64
  %n = ts.floor_divide %b, %c2 : i64, i64 -> i64
  %r = ts.reshape %x sizes(%a, %n), [-9223372036854775808, -9223372036854775808, -1] : !ts.tensor<[2,6],f32> -> !ts.tensor
  return %r : !ts.tensor
}

// -----

// A list something may change is not known: `ts.list_set` writes it.
// CHECK-LABEL: func.func @changed_list
// CHECK: ts.list_get
// CHECK: -> !ts.tensor<[?,?],f32>
func.func @changed_list(%x: !ts.tensor<[2,6],f32>, %v: i64) -> !ts.tensor {
  %s = ts.size_list %x : !ts.tensor<[2,6],f32> -> !ts.list<i64>
  %c0 = ts.constant 0 : i64
  ts.list_set %s[%c0], %v : !ts.list<i64>, i64
  %a = ts.list_get %s[%c0] : !ts.list<i64> -> i64
  %r = ts.reshape %x sizes(%a), [-9223372036854775808, -1] : !ts.tensor<[2,6],f32> -> !ts.tensor
  return %r : !ts.tensor
}

// -----

// `x.is_floating_point()` is an `or` of dtype tests, and `b.dim() ==
// a.dim() - 1` compares int arithmetic on ranks: both fold, so only the
// taken arm stays (here the one that keeps float64).
// CHECK-LABEL: func.func @known_bools
// CHECK-SAME: -> !ts.tensor<[2,1],f64>
// CHECK-NOT: scf.if
// CHECK-NOT: arith.ori
// CHECK: ts.unsqueeze %{{.*}}, 1 : !ts.tensor<[2],f64> -> !ts.tensor<[2,1],f64>
func.func @known_bools(%a: !ts.tensor<[2,2],f64>, %b: !ts.tensor<[2],f64>) -> !ts.tensor {
  %d = ts.dtype %b : !ts.tensor<[2],f64>
  %f32 = ts.constant 6 : i64
  %f64 = ts.constant 7 : i64
  %is32 = ts.eq %d, %f32 : i64, i64 -> i1
  %is64 = ts.eq %d, %f64 : i64, i64 -> i1
  %float = arith.ori %is32, %is64 : i1
  %rank_a = ts.dim %a : !ts.tensor<[2,2],f64>
  %rank_b = ts.dim %b : !ts.tensor<[2],f64>
  %one = ts.constant 1 : i64
  %less = ts.sub %rank_a, %one : i64, i64 -> i64
  %vector = ts.eq %rank_b, %less : i64, i64 -> i1
  %both = arith.andi %float, %vector : i1
  %r = scf.if %both -> (!ts.tensor) {
    %u = ts.unsqueeze %b, 1 : !ts.tensor<[2],f64> -> !ts.tensor
    scf.yield %u : !ts.tensor
  } else {
    %c = ts.cast %b : !ts.tensor<[2],f64> -> !ts.tensor<*,f32>
    %s = ts.tensor_static_info_cast %c : !ts.tensor<*,f32> to !ts.tensor
    scf.yield %s : !ts.tensor
  }
  return %r : !ts.tensor
}

// -----

// `x.size() == y.size()` of refined tensors is known: the comparison folds,
// and so does the branch on it (here the shapes differ).
// CHECK-LABEL: func.func @sizes_equal
// CHECK-NOT: list_equal
// CHECK-NOT: scf.if
// CHECK: ts.constant false
// CHECK: %[[F:.*]] = ts.constant false
// CHECK-NEXT: return %[[F]]
// CHECK-NEXT: }
func.func @sizes_equal(%x: !ts.tensor<[2,3],f32>, %y: !ts.tensor<[3],f32>) -> i1 {
  %0 = ts.size_list %x : !ts.tensor<[2,3],f32> -> !ts.list<i64>
  %1 = ts.size_list %y : !ts.tensor<[3],f32> -> !ts.list<i64>
  %k = ts.constant 0 : i64
  %2 = ts.runtime_mutate "list_equal"(%0, %1, %k) : (!ts.list<i64>, !ts.list<i64>, i64) -> i64
  %one = ts.constant 1 : i64
  %3 = ts.eq %2, %one : i64, i64 -> i1
  %4 = scf.if %3 -> (i1) {
    %t = ts.constant true
    scf.yield %t : i1
  } else {
    %f = ts.constant false
    scf.yield %f : i1
  }
  return %4 : i1
}

// -----

// A list a counted loop builds is followed iteration by iteration (the
// counter bound to 0, 1, 2; the append under `i != 1` only where it
// holds): it holds [3, 9, 20, 5, 35] after the loop, so its length and
// items fold. The loop itself stays (it builds the list at run time).
// CHECK-LABEL: func.func @loop_built_list
// CHECK: scf.while
// CHECK-DAG: %[[FIVE:.*]] = ts.constant 5 : i64
// CHECK-DAG: %[[LAST:.*]] = ts.constant 35 : i64
// CHECK: return %[[FIVE]], %[[LAST]] : i64, i64
func.func @loop_built_list(%x: !ts.tensor<[3,4,5],f32>) -> (i64, i64) {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %c2 = ts.constant 2 : i64
  %c3 = ts.constant 3 : i64
  %l = ts.list_new -> !ts.list<i64>
  %n = ts.dim %x : !ts.tensor<[3,4,5],f32>
  %0 = scf.while (%i = %c0) : (i64) -> i64 {
    %lt = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%lt) %i : i64
  } do {
  ^bb0(%i: i64):
    %next = ts.add %i, %c1 : i64, i64 -> i64
    %sizes = ts.size_list %x : !ts.tensor<[3,4,5],f32> -> !ts.list<i64>
    %s = ts.list_get %sizes[%i] : !ts.list<i64> -> i64
    %skip = ts.ne %i, %c1 : i64, i64 -> i1
    scf.if %skip {
      ts.list_append %l, %s : !ts.list<i64>, i64
    }
    %twice = ts.mul %i, %c2 : i64, i64 -> i64
    %more = ts.add %twice, %c3 : i64, i64 -> i64
    %item = ts.mul %more, %s : i64, i64 -> i64
    ts.list_append %l, %item : !ts.list<i64>, i64
    scf.yield %next : i64
  }
  %len = ts.list_len %l : !ts.list<i64>
  %last = ts.constant -1 : i64
  %v = ts.list_get %l[%last] : !ts.list<i64> -> i64
  return %len, %v : i64, i64
}

// -----

// An int a counted loop carries (`k = k * s` over the sizes) is followed
// the same way: the loop's result is 60, so the view it sizes is static.
// CHECK-LABEL: func.func @loop_carried_int
// CHECK: -> !ts.tensor<[1,60],f32>
func.func @loop_carried_int(%x: !ts.tensor<[3,4,5],f32>) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %n = ts.dim %x : !ts.tensor<[3,4,5],f32>
  %0:2 = scf.while (%i = %c0, %k = %c1) : (i64, i64) -> (i64, i64) {
    %lt = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%lt) %i, %k : i64, i64
  } do {
  ^bb0(%i: i64, %k: i64):
    %next = ts.add %i, %c1 : i64, i64 -> i64
    %sizes = ts.size_list %x : !ts.tensor<[3,4,5],f32> -> !ts.list<i64>
    %s = ts.list_get %sizes[%i] : !ts.list<i64> -> i64
    %prod = ts.mul %k, %s : i64, i64 -> i64
    scf.yield %next, %prod : i64, i64
  }
  %r = ts.reshape %x sizes(%0#1), [-1, -9223372036854775808] : !ts.tensor<[3,4,5],f32> -> !ts.tensor
  return %r : !ts.tensor
}

// -----

// `a is a` folds to true; two objects stay a run-time test.
// CHECK-LABEL: func.func @identity
// CHECK: %[[T:.*]] = ts.constant true
// CHECK: %[[S:.*]] = ts.is_same %arg0, %arg1 : !ts.object<"P">
// CHECK: return %[[T]], %[[S]]
func.func @identity(%a: !ts.object<"P">, %b: !ts.object<"P">) -> (i1, i1) {
  %0 = ts.is_same %a, %a : !ts.object<"P">
  %1 = ts.is_same %a, %b : !ts.object<"P">
  return %0, %1 : i1, i1
}

// -----

// `ts.same_dtype_or` (a dtype conversion that may be its input) folds to
// its first operand where the dtypes agree, to its second otherwise.
// CHECK-LABEL: func.func @same_dtype_or
// CHECK-NOT: ts.same_dtype_or
// CHECK: ts.tensor_static_info_cast %arg0 :
// CHECK: %[[C:.*]] = ts.cast %arg1
// CHECK-NEXT: ts.tensor_static_info_cast %[[C]] :
func.func @same_dtype_or(%x: !ts.tensor<[2],f32>, %y: !ts.tensor<[2],i64>) -> (!ts.tensor, !ts.tensor) {
  %0 = ts.cast %x : !ts.tensor<[2],f32> -> !ts.tensor<*,f32>
  %1 = ts.same_dtype_or %x, %0 : !ts.tensor<[2],f32>, !ts.tensor<*,f32> -> !ts.tensor<*,f32>
  %2 = ts.tensor_static_info_cast %1 : !ts.tensor<*,f32> to !ts.tensor
  %3 = ts.cast %y : !ts.tensor<[2],i64> -> !ts.tensor<*,f32>
  %4 = ts.same_dtype_or %y, %3 : !ts.tensor<[2],i64>, !ts.tensor<*,f32> -> !ts.tensor<*,f32>
  %5 = ts.tensor_static_info_cast %4 : !ts.tensor<*,f32> to !ts.tensor
  return %2, %5 : !ts.tensor, !ts.tensor
}

// -----

// A comparison of floats computed from sizes folds (`if h * 1.5 > w`), as
// does an int made of one (`int(h / 2)`, a size of the view).
// CHECK-LABEL: func.func @float_of_sizes
// CHECK-SAME: -> !ts.tensor<[3,2],f32>
// CHECK-NOT: scf.if
func.func @float_of_sizes(%x: !ts.tensor<[6],f32>) -> !ts.tensor {
  %h = ts.size %x {dim = 0 : i64} : !ts.tensor<[6],f32>
  %c = ts.constant 1.500000e+00 : f64
  %m = ts.mul %h, %c : i64, f64 -> f64
  %w = ts.constant 8.000000e+00 : f64
  %big = ts.gt %m, %w : f64, f64 -> i1
  %two = ts.constant 2 : i64
  %half = ts.div %h, %two : i64, i64 -> f64
  %n = ts.scalar_cast %half : f64 -> i64
  %r = scf.if %big -> (!ts.tensor) {
    %v = ts.reshape %x sizes(%n) , [-9223372036854775808, -1] : !ts.tensor<[6],f32> -> !ts.tensor
    scf.yield %v : !ts.tensor
  } else {
    %v = ts.reshape %x, [2, 3] : !ts.tensor<[6],f32> -> !ts.tensor
    scf.yield %v : !ts.tensor
  }
  return %r : !ts.tensor
}

// -----

// linspace(0, 1, size): the operand is the number of steps, the length.
// CHECK-LABEL: func.func @linspace_to_size
// CHECK-SAME: -> !ts.tensor<[4],f32>
func.func @linspace_to_size(%a: !ts.tensor<[3,4],f32>) -> !ts.tensor {
  %n = ts.size %a {dim = 1} : !ts.tensor<[3,4],f32>
  %0 = ts.range to %n {start = 0.0 : f64, step = 0.0 : f64, length = -9223372036854775808 : i64, linspace_end = 1.0 : f64} : !ts.tensor<[?],f32>
  %1 = ts.tensor_static_info_cast %0 : !ts.tensor<[?],f32> to !ts.tensor
  return %1 : !ts.tensor
}
