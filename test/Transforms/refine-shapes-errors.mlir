// RUN: ts-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(ts-refine-shapes)'
// Shapes that only conflict once refined are reported at the op.

func.func @late_broadcast_error(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[3],f32>) -> !ts.tensor {
  %0 = ts.relu %b : !ts.tensor<[3],f32> -> !ts.tensor
  // expected-error@+1 {{shapes [4, 5] and [3] cannot be broadcast together (5 vs 3)}}
  %1 = ts.add %a, %0 : !ts.tensor<[4,5],f32>, !ts.tensor -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

func.func @late_matmul_error(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[3,2],f32>) -> !ts.tensor {
  %0 = ts.relu %b : !ts.tensor<[3,2],f32> -> !ts.tensor
  // expected-error@+1 {{matmul shapes [4, 5] and [3, 2] do not match (5 vs 3)}}
  %1 = ts.matmul %a, %0 : !ts.tensor<[4,5],f32>, !ts.tensor -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

func.func @late_cat_rank_error(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[3],f32>) -> !ts.tensor {
  %0 = ts.relu %b : !ts.tensor<[3],f32> -> !ts.tensor
  // expected-error@+1 {{Tensors must have same number of dimensions: got 2 and 1}}
  %1 = ts.cat %a, %0 {dim = 0 : i64} : !ts.tensor<[4,5],f32>, !ts.tensor -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

func.func @cast_to_unknown_dtype(%x: !ts.tensor<[3],f32>, %d: i64) -> !ts.tensor {
  // expected-error@+1 {{the dtype must be known at compile time (a torch dtype, or `.dtype` of a tensor)}}
  %0 = ts.cast_to %x, %d : !ts.tensor<[3],f32> -> !ts.tensor
  return %0 : !ts.tensor
}

// -----

func.func @cast_to_bad_code(%x: !ts.tensor<[3],f32>) -> !ts.tensor {
  %d = ts.constant 99 : i64
  // expected-error@+1 {{99 is not a dtype this compiler supports}}
  %0 = ts.cast_to %x, %d : !ts.tensor<[3],f32> -> !ts.tensor
  return %0 : !ts.tensor
}

// -----

// An in-place op's result broadcast larger than its receiver
// (`x.add_(y)`, `x: [3]`, `y: [2, 3]`).
func.func @in_place_result_grows(%x: !ts.tensor<[3],f32>, %y: !ts.tensor<[2,3],f32>) -> !ts.tensor {
  %0 = ts.add %x, %y : !ts.tensor<[3],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor
  %d = ts.dtype %x : !ts.tensor<[3],f32>
  // expected-error@+1 {{output with shape [3] doesn't match the broadcast shape [2, 3]}}
  %1 = ts.cast_to %0, %d into %x : !ts.tensor, !ts.tensor<[3],f32> -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

func.func @in_place_float_into_int(%x: !ts.tensor<[3],i64>, %y: !ts.tensor<[3],f32>) -> !ts.tensor {
  %0 = ts.add %x, %y : !ts.tensor<[3],i64>, !ts.tensor<[3],f32> -> !ts.tensor
  %d = ts.dtype %x : !ts.tensor<[3],i64>
  // expected-error@+1 {{result type Float can't be cast to the desired output type Long}}
  %1 = ts.cast_to %0, %d into %x : !ts.tensor, !ts.tensor<[3],i64> -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

// A copy converts as it must (float into int) but grows no dim.
func.func @copy_grows(%x: !ts.tensor<[3],i64>, %y: !ts.tensor<[1,3],f32>) -> !ts.tensor {
  %d = ts.dtype %x : !ts.tensor<[3],i64>
  // expected-error@+1 {{output with shape [3] doesn't match the broadcast shape [1, 3]}}
  %0 = ts.cast_to %y, %d into %x {copy} : !ts.tensor<[1,3],f32>, !ts.tensor<[3],i64> -> !ts.tensor
  return %0 : !ts.tensor
}

// -----

func.func @select_of_0d(%a: !ts.tensor<[2],f32>) -> !ts.tensor {
  %0 = ts.sum %a : !ts.tensor<[2],f32> -> !ts.tensor
  // expected-error@+1 {{invalid index of a 0-dim tensor (use `x.item()` to read its value)}}
  %1 = ts.select %0 {dim = 0, index = 0} : !ts.tensor -> !ts.tensor
  return %1 : !ts.tensor
}

// -----

func.func @einsum_mismatch(%a: !ts.tensor<[2,3],f32>, %b: !ts.tensor<[4,5],f32>) -> !ts.tensor {
  // expected-error@+1 {{einsum(): a subscript has sizes 3 and 4 that do not broadcast}}
  %0 = ts.einsum "ij,jk->ik", %a, %b : !ts.tensor<[2,3],f32>, !ts.tensor<[4,5],f32> -> !ts.tensor
  return %0 : !ts.tensor
}

// -----

func.func @diag_of_3d(%x: !ts.tensor<[2,3,4],f32>) {
  // expected-error@+1 {{diag(): Supports 1D or 2D tensors. Got 3D}}
  %0 = ts.diag %x : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  return
}

// -----

func.func @diagonal_same_dims(%x: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{diagonal dimensions cannot be identical 0, -2}}
  %0 = ts.diagonal %x {dim1 = 0, dim2 = -2} : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @movedim_repeated(%x: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{movedim: repeated dim in `destination` ([1, -1])}}
  %0 = ts.movedim %x {source = array<i64: 0, 1>, destination = array<i64: 1, -1>} : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @index_add_count(%x: !ts.tensor<[4,3],f32>, %i: !ts.tensor<[3],i64>, %s: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{index_add_(): Number of indices (3) should be equal to source.size(dim) (2)}}
  %0 = ts.index_add %x, %i, %s {dim = 0} : !ts.tensor<[4,3],f32>, !ts.tensor<[3],i64>, !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @searchsorted_rows(%x: !ts.tensor<[2,3],f32>, %b: !ts.tensor<[3,4],f32>) {
  // expected-error@+1 {{boundaries should be 1 dimension or the first N-1 dimensions of boundaries tensor and input value tensor must match}}
  %0 = ts.bucketize %x, %b {rows = true} : !ts.tensor<[2,3],f32>, !ts.tensor<[3,4],f32> -> !ts.tensor
  return
}

// -----

func.func @unfold_too_large(%x: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{maximum size for tensor at dimension 1 is 3 but size is 4}}
  %0 = ts.unfold %x {dim = -1, size = 4, step = 1} : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @mask_index(%x: !ts.tensor<[2,3],f32>, %m: !ts.tensor<[3],i1>) {
  // expected-error@+1 {{The shape of the mask [3] at index 0 does not match the shape of the indexed tensor [2, 3] at index 0}}
  %0 = ts.index_tensor %x, %m {dim = 0} : !ts.tensor<[2,3],f32>, !ts.tensor<[3],i1> -> !ts.tensor
  return
}

// -----

// `ts.index_put` takes one value through a mask (`x[mask] = v` with a
// tensor `v` is the frontend's `torch._index_put_tensor`).
func.func @mask_put_tensor(%x: !ts.tensor<[2,3],f32>, %m: !ts.tensor<[2,3],i1>, %v: !ts.tensor<[?],f32>) {
  // expected-error@+1 {{assigning a tensor of shape [?] through a boolean mask here is not supported}}
  %0 = ts.index_put %x, %m, %v : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i1>, !ts.tensor<[?],f32> -> !ts.tensor
  return
}

// -----

func.func @index_put_broadcast(%x: !ts.tensor<[4,3],f32>, %i: !ts.tensor<[2],i64>, %v: !ts.tensor<[3,3],f32>) {
  // expected-error@+1 {{shape mismatch: value tensor of shape [3, 3] cannot be broadcast to indexing result of shape [2, 3]}}
  %0 = ts.index_put %x, %i, %v : !ts.tensor<[4,3],f32>, !ts.tensor<[2],i64>, !ts.tensor<[3,3],f32> -> !ts.tensor
  return
}

// -----

func.func @bucketize_2d_boundaries(%x: !ts.tensor<[2,3],f32>, %b: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{boundaries tensor must be 1 dimension, but got dim(2)}}
  %0 = ts.bucketize %x, %b : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @bitcast_of_another_width(%x: !ts.tensor<[3],f32>) {
  // expected-error@+1 {{reinterpreting float32 as int64 is not supported (only a dtype of the same width: float32 and int32, float64 and int64)}}
  %0 = ts.bitcast %x : !ts.tensor<[3],f32> -> !ts.tensor<*,i64>
  return
}
