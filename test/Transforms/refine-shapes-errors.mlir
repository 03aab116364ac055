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
