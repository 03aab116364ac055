// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(ts-refine-shapes)' | FileCheck %s
// Forward refinement of dtypes and shapes, and of function result types.

// CHECK-LABEL: func.func @broadcast_and_promote
// CHECK-SAME: -> !ts.tensor<[4,5],f32>
// CHECK: ts.mul {{.*}} -> !ts.tensor<[4,5],f32>
// CHECK: ts.add {{.*}} -> !ts.tensor<[4,5],f32>
// CHECK: ts.div {{.*}} : !ts.tensor<[3],i64>, i64 -> !ts.tensor<[3],f32>
// CHECK: ts.add {{.*}} : !ts.tensor<[3],i64>, f64 -> !ts.tensor<[3],f32>
// CHECK: ts.add {{.*}} : !ts.tensor<[3],i32>, i64 -> !ts.tensor<[3],i32>
func.func @broadcast_and_promote(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[5],f32>, %i: !ts.tensor<[3],i64>, %j: !ts.tensor<[3],i32>) -> !ts.tensor {
  %c = ts.constant 2.0 : f64
  %k = ts.constant 7 : i64
  %0 = ts.mul %a, %b : !ts.tensor<[4,5],f32>, !ts.tensor<[5],f32> -> !ts.tensor
  %1 = ts.add %0, %c : !ts.tensor, f64 -> !ts.tensor
  %2 = ts.div %i, %k : !ts.tensor<[3],i64>, i64 -> !ts.tensor
  %3 = ts.add %i, %c : !ts.tensor<[3],i64>, f64 -> !ts.tensor
  %4 = ts.add %j, %k : !ts.tensor<[3],i32>, i64 -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

// CHECK-LABEL: func.func @matmul_transpose_relu
// CHECK-SAME: -> !ts.tensor<[5,12],f32>
// CHECK: ts.transpose {{.*}} -> !ts.tensor<[16,12],f32>
// CHECK: ts.matmul {{.*}} -> !ts.tensor<[5,12],f32>
// CHECK: ts.relu {{.*}} -> !ts.tensor<[5,12],f32>
func.func @matmul_transpose_relu(%x: !ts.tensor<[5,16],f32>, %w: !ts.tensor<[12,16],f32>) -> !ts.tensor {
  %0 = ts.transpose %w, 0, -1 : !ts.tensor<[12,16],f32> -> !ts.tensor
  %1 = ts.matmul %x, %0 : !ts.tensor<[5,16],f32>, !ts.tensor -> !ts.tensor
  %2 = ts.relu %1 : !ts.tensor -> !ts.tensor
  return %2 : !ts.tensor
}

// -----

// Knowledge already in a type is kept; unknown inputs stay unknown.
// CHECK-LABEL: func.func @partial
// CHECK: ts.add {{.*}} -> !ts.tensor<[?,3],unk>
// CHECK: ts.relu {{.*}} : !ts.tensor -> !ts.tensor
func.func @partial(%a: !ts.tensor<[?,3],unk>, %u: !ts.tensor) -> !ts.tensor {
  %0 = ts.add %a, %a : !ts.tensor<[?,3],unk>, !ts.tensor<[?,3],unk> -> !ts.tensor
  %1 = ts.relu %u : !ts.tensor -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

// A cast feeding a call keeps its type (the callee's signature is fixed).
// CHECK-LABEL: func.func @caller
// CHECK: ts.tensor_static_info_cast %{{.*}} : !ts.tensor<[2],f32> to !ts.tensor
// CHECK: call @callee
func.func private @callee(%a: !ts.tensor) -> !ts.tensor {
  return %a : !ts.tensor
}
func.func @caller(%a: !ts.tensor<[2],f32>) -> !ts.tensor {
  %0 = ts.tensor_static_info_cast %a : !ts.tensor<[2],f32> to !ts.tensor
  %1 = call @callee(%0) : (!ts.tensor) -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

// scf.if results are the join of what the branches yield.
// CHECK-LABEL: func.func @branches
// CHECK: scf.if %{{.*}} -> (!ts.tensor<[2,3],f32>)
// CHECK: scf.if %{{.*}} -> (!ts.tensor<[2,?],f32>)
func.func @branches(%c: i1, %a: !ts.tensor<[2,3],f32>, %b: !ts.tensor<[2,4],f32>) -> (!ts.tensor, !ts.tensor) {
  %0 = scf.if %c -> (!ts.tensor) {
    %r = ts.relu %a : !ts.tensor<[2,3],f32> -> !ts.tensor
    scf.yield %r : !ts.tensor
  } else {
    %n = ts.neg %a : !ts.tensor<[2,3],f32> -> !ts.tensor
    scf.yield %n : !ts.tensor
  }
  %1 = scf.if %c -> (!ts.tensor) {
    %x = ts.tensor_static_info_cast %a : !ts.tensor<[2,3],f32> to !ts.tensor
    scf.yield %x : !ts.tensor
  } else {
    %y = ts.tensor_static_info_cast %b : !ts.tensor<[2,4],f32> to !ts.tensor
    scf.yield %y : !ts.tensor
  }
  return %0, %1 : !ts.tensor, !ts.tensor
}

// -----

// A slice bound naming a value (i64's minimum) is written into the
// attribute once the value is known; the op then takes no bound values.
// CHECK-LABEL: func.func @slice_bound_values
// CHECK: ts.slice %{{[^ ]*}} {dim = 1 : i64, end = 3 : i64, start = 0 : i64} : !ts.tensor<[2,4],f32> -> !ts.tensor<[2,3],f32>
// CHECK: ts.slice %{{.*}} bounds(%{{.*}}) {{.*}} -> !ts.tensor<[?,4],f32>
func.func @slice_bound_values(%x: !ts.tensor<[2,4],f32>, %n: i64) -> (!ts.tensor, !ts.tensor) {
  %size = ts.size %x {dim = 1} : !ts.tensor<[2,4],f32>
  %one = ts.constant 1 : i64
  %end = ts.sub %size, %one : i64, i64 -> i64
  %0 = ts.slice %x bounds(%end) {dim = 1, start = 0, end = -9223372036854775808} : !ts.tensor<[2,4],f32> -> !ts.tensor
  %1 = ts.slice %x bounds(%n) {dim = 0, start = 0, end = -9223372036854775808} : !ts.tensor<[2,4],f32> -> !ts.tensor
  return %0, %1 : !ts.tensor, !ts.tensor
}

// -----

// sort keeps the shape; topk's dim has size k; indices are i64.
// CHECK-LABEL: func.func @sort_shapes
// CHECK: ts.sort {{.*}} -> !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i64>
// CHECK: ts.sort {{.*}} -> !ts.tensor<[1,3],f32>, !ts.tensor<[1,3],i64>
// A `k` value known by now becomes the attribute; one only known at run
// time leaves the dim unknown.
// CHECK: ts.sort %{{.*}} {dim = 1 : i64, k = 2 : i64} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,2],f32>, !ts.tensor<[2,2],i64>
// CHECK: ts.sort %{{.*}} k(%{{.*}}) {dim = 1 : i64} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,?],f32>, !ts.tensor<[2,?],i64>
func.func @sort_shapes(%a: !ts.tensor<[2,3],f32>, %n: i64) -> (!ts.tensor, !ts.tensor) {
  %v, %i = ts.sort %a {dim = 1} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  %tv, %ti = ts.sort %a {dim = 0, k = 1, descending = true} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  %c2 = ts.constant 2 : i64
  %kv, %ki = ts.sort %a k(%c2) {dim = 1} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  %nv, %ni = ts.sort %a k(%n) {dim = 1} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  return %v, %tv : !ts.tensor, !ts.tensor
}

// -----

// einsum: the result's dims follow its labels; `...` dims broadcast.
// CHECK-LABEL: func.func @einsum_shapes
// CHECK: ts.einsum {{.*}} -> !ts.tensor<[3,1,2,5],f32>
// CHECK: ts.einsum {{.*}} -> !ts.tensor<[4,2],f32>
func.func @einsum_shapes(%a: !ts.tensor<[3,1,2,4],f32>, %b: !ts.tensor<[1,4,5],f32>, %c: !ts.tensor<[2,4],f32>) -> (!ts.tensor, !ts.tensor) {
  %0 = ts.einsum "...ij,...jk->...ik", %a, %b : !ts.tensor<[3,1,2,4],f32>, !ts.tensor<[1,4,5],f32> -> !ts.tensor
  %1 = ts.einsum "ij->ji", %c : !ts.tensor<[2,4],f32> -> !ts.tensor
  return %0, %1 : !ts.tensor, !ts.tensor
}

// -----

// Bounds `i` and `i + 2` (i only known at run time) make a window of 2:
// the size is known and recorded as `window` for the lowering's check.
// CHECK-LABEL: func.func @slice_window
// CHECK: ts.slice %{{.*}} bounds(%{{.*}}, %{{.*}}) {dim = 1 : i64, end = -9223372036854775808 : i64, start = -9223372036854775808 : i64, window = 2 : i64} : !ts.tensor<[3,5],f32> -> !ts.tensor<[3,2],f32>
// CHECK: ts.slice {{.*}} -> !ts.tensor<[3,?],f32>
func.func @slice_window(%x: !ts.tensor<[3,5],f32>, %i: i64, %j: i64) -> (!ts.tensor, !ts.tensor) {
  %two = ts.constant 2 : i64
  %end = ts.add %i, %two : i64, i64 -> i64
  %0 = ts.slice %x bounds(%i, %end) {dim = 1, start = -9223372036854775808, end = -9223372036854775808} : !ts.tensor<[3,5],f32> -> !ts.tensor
  %1 = ts.slice %x bounds(%i, %j) {dim = 1, start = -9223372036854775808, end = -9223372036854775808} : !ts.tensor<[3,5],f32> -> !ts.tensor
  return %0, %1 : !ts.tensor, !ts.tensor
}

// -----

// Assignment into a window: the same `window` on ts.slice_scatter.
// CHECK-LABEL: func.func @slice_scatter_window
// CHECK: ts.slice_scatter %{{.*}}, %{{.*}} bounds(%{{.*}}, %{{.*}}) {{{.*}}window = 2 : i64}
func.func @slice_scatter_window(%x: !ts.tensor<[5],f32>, %v: !ts.tensor<[2],f32>, %i: i64) -> !ts.tensor {
  %two = ts.constant 2 : i64
  %end = ts.add %i, %two : i64, i64 -> i64
  %0 = ts.slice_scatter %x, %v bounds(%i, %end) {dim = 0, start = -9223372036854775808, end = -9223372036854775808} : !ts.tensor<[5],f32>, !ts.tensor<[2],f32> -> !ts.tensor
  return %0 : !ts.tensor
}

// -----

// expand with a size value (`x.expand(n, -1)`) once the value is known.
// CHECK-LABEL: func.func @expand_size_values
// CHECK: ts.expand {{.*}} -> !ts.tensor<[2,3],f32>
func.func @expand_size_values(%x: !ts.tensor<[1,3],f32>, %y: !ts.tensor<[2],f32>) -> !ts.tensor {
  %n = ts.size %y {dim = 0} : !ts.tensor<[2],f32>
  %0 = ts.expand %x sizes(%n) {sizes = array<i64: -9223372036854775808, -1>} : !ts.tensor<[1,3],f32> -> !ts.tensor
  return %0 : !ts.tensor
}

// -----

// movedim is a permutation at the operand's rank; diagonal appends the
// diagonal's length; diag of a 1-D tensor is a square matrix, of a 2-D
// one its diagonal.
// CHECK-LABEL: func.func @movedim_and_diagonals
// CHECK: ts.movedim {{.*}} -> !ts.tensor<[3,4,2],f32>
// CHECK: ts.movedim {{.*}} -> !ts.tensor<[4,2,3],f32>
// CHECK: ts.diagonal {{.*}} -> !ts.tensor<[4,2],f32>
// CHECK: ts.diagonal {{.*}} -> !ts.tensor<[2,2],f32>
// CHECK: ts.diagonal {{.*}} -> !ts.tensor<[2,0],f32>
// CHECK: ts.diag {{.*}} -> !ts.tensor<[5,5],i64>
// CHECK: ts.diag {{.*}} -> !ts.tensor<[2],i64>
// CHECK: ts.cummax {{.*}} -> !ts.tensor<[2,3,4],f32>, !ts.tensor<[2,3,4],i64>
// CHECK: ts.bucketize {{.*}} -> !ts.tensor<[2,3,4],i32>
// CHECK: ts.unfold {{.*}} -> !ts.tensor<[2,2,4,2],f32>
// CHECK: ts.index_tensor {{.*}} -> !ts.tensor<[2,3,4,4],f32>
func.func @movedim_and_diagonals(%x: !ts.tensor<[2,3,4],f32>, %v: !ts.tensor<[3],i64>, %m: !ts.tensor<[3,4],i64>) {
  %0 = ts.movedim %x {source = array<i64: 0>, destination = array<i64: 2>} : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  %1 = ts.movedim %x {source = array<i64: -1>, destination = array<i64: 0>} : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  %2 = ts.diagonal %x : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  %3 = ts.diagonal %x {offset = 2, dim1 = 1, dim2 = 2} : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  %4 = ts.diagonal %x {offset = 5, dim1 = 1, dim2 = 2} : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  %5 = ts.diag %v {diagonal = -2} : !ts.tensor<[3],i64> -> !ts.tensor
  %6 = ts.diag %m {diagonal = 2} : !ts.tensor<[3,4],i64> -> !ts.tensor
  %7, %8 = ts.cummax %x {dim = -1} : !ts.tensor<[2,3,4],f32> -> !ts.tensor, !ts.tensor
  %9 = ts.bucketize %x, %v {out_int32 = true} : !ts.tensor<[2,3,4],f32>, !ts.tensor<[3],i64> -> !ts.tensor
  %10 = ts.unfold %x {dim = 1, size = 2, step = 1} : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  %11 = ts.index_tensor %x, %m {dim = 1} : !ts.tensor<[2,3,4],f32>, !ts.tensor<[3,4],i64> -> !ts.tensor
  return
}

// -----

// interpolate: a scale gives floor(size * scale); one size or scale
// stands for every spatial dim.
// CHECK-LABEL: func.func @interpolate
// CHECK: ts.interpolate {{.*}} -> !ts.tensor<[1,2,4,6],f32>
// CHECK: ts.interpolate {{.*}} -> !ts.tensor<[1,2,5,5],f32>
func.func @interpolate(%x: !ts.tensor<[1,2,3,4],f32>) -> (!ts.tensor, !ts.tensor) {
  %0 = ts.interpolate %x {mode = "linear", align_corners = false, output_size = array<i64>, scales = [1.5, 1.5]} : !ts.tensor<[1,2,3,4],f32> -> !ts.tensor
  %1 = ts.interpolate %x {mode = "nearest", align_corners = false, output_size = array<i64: 5>, scales = []} : !ts.tensor<[1,2,3,4],f32> -> !ts.tensor
  return %0, %1 : !ts.tensor, !ts.tensor
}

// -----

// An Optional tensor carried through a loop that grows once present
// (`acc = x if acc is None else torch.cat([acc, x])`): the first round
// learns the shape from the branch that does not read the placeholder,
// the next ones count the concatenation, so the carried size is `?` and
// the placeholder takes that type (not the first round's [1,2]).
// CHECK-LABEL: func.func @growing_optional
// CHECK-SAME: -> !ts.tensor<[?,2],f32>
// CHECK: ts.undefined : !ts.tensor<[?,2],f32>
// CHECK: scf.while {{.*}} -> (i64, i1, !ts.tensor<[?,2],f32>)
// CHECK: scf.if %{{.*}} -> (!ts.tensor<[?,2],f32>)
// CHECK: ts.cat {{.*}} -> !ts.tensor<[?,2],f32>
func.func @growing_optional(%x: !ts.tensor<[1,2],f32>, %n: i64) -> !ts.tensor {
  %0 = ts.tensor_static_info_cast %x : !ts.tensor<[1,2],f32> to !ts.tensor
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %false = ts.constant false
  %true = ts.constant true
  %u = ts.undefined : !ts.tensor
  %r:3 = scf.while (%i = %c0, %present = %false, %acc = %u) : (i64, i1, !ts.tensor) -> (i64, i1, !ts.tensor) {
    %lt = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%lt) %i, %present, %acc : i64, i1, !ts.tensor
  } do {
  ^bb0(%i: i64, %present: i1, %acc: !ts.tensor):
    %next = ts.add %i, %c1 : i64, i64 -> i64
    %v = scf.if %present -> (!ts.tensor) {
      %c = ts.cat %acc, %0 {dim = 0 : i64} : !ts.tensor, !ts.tensor -> !ts.tensor
      scf.yield %c : !ts.tensor
    } else {
      scf.yield %0 : !ts.tensor
    }
    scf.yield %next, %true, %v : i64, i1, !ts.tensor
  }
  return %r#2 : !ts.tensor
}

// -----

// An unbatched input ([C, H, W]) gets a batch of one around the window op.
// CHECK-LABEL: func.func @unbatched_pool
// CHECK: %[[B:.*]] = ts.unsqueeze %{{.*}}, 0 : !ts.tensor<[3,4,4],f32> -> !ts.tensor<[1,3,4,4],f32>
// CHECK: %[[P:.*]] = ts.max_pool %[[B]] {{.*}} : !ts.tensor<[1,3,4,4],f32> -> !ts.tensor<[1,3,2,2],f32>
// CHECK: ts.squeeze %[[P]] {dim = 0 : i64} : !ts.tensor<[1,3,2,2],f32> -> !ts.tensor<[3,2,2],f32>
func.func @unbatched_pool(%x: !ts.tensor<[3,4,4],f32>) -> !ts.tensor {
  %x0 = ts.tensor_static_info_cast %x : !ts.tensor<[3,4,4],f32> to !ts.tensor
  %0 = ts.max_pool %x0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : !ts.tensor -> !ts.tensor
  return %0 : !ts.tensor
}

// -----

// A random draw takes the shape of the tensor it is shaped like, and its
// dtype where the result type names none (`rand_like(x)`).
// CHECK-LABEL: func.func @random_like
// CHECK: ts.random %{{.*}}, %{{.*}} : !ts.tensor<[2,5],f64> -> !ts.tensor<[2,5],f64>
// CHECK: ts.random %{{.*}}, %{{.*}} {normal = true} : !ts.tensor<[2,5],f64> -> !ts.tensor<[2,5],f32>
func.func @random_like(%x: !ts.tensor<[2,5],f64>) -> (!ts.tensor, !ts.tensor<*,f32>) {
  %x0 = ts.tensor_static_info_cast %x : !ts.tensor<[2,5],f64> to !ts.tensor
  %k0 = ts.runtime_mutate "random_key"() : () -> i64
  %0 = ts.random %k0, %x0 : !ts.tensor -> !ts.tensor
  %k1 = ts.runtime_mutate "random_key"() : () -> i64
  %1 = ts.random %k1, %x0 {normal = true} : !ts.tensor -> !ts.tensor<*,f32>
  return %0, %1 : !ts.tensor, !ts.tensor<*,f32>
}

// -----

// A copy's result (`y[...] = x`, broadcast already) takes its target's
// dtype, from any other (float into int); an in-place op's would be
// refused.
// CHECK-LABEL: func.func @copy_converts
// CHECK: ts.cast_to {{.*}} {copy} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i64> -> !ts.tensor<[2,3],i64>
func.func @copy_converts(%y: !ts.tensor<[2,3],i64>, %x: !ts.tensor<[2,3],f32>) -> !ts.tensor {
  %d = ts.dtype %y : !ts.tensor<[2,3],i64>
  %0 = ts.cast_to %x, %d into %y {copy} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i64> -> !ts.tensor
  return %0 : !ts.tensor
}
