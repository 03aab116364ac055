// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// Indexing and data movement: gathers and affine input maps, never a
// strided copy.

// select: a constant in the input map.
// CHECK-DAG: #[[SEL:.*]] = affine_map<(d0) -> (2, d0)>
// CHECK-LABEL: func.func @select
// CHECK: linalg.generic {indexing_maps = [#[[SEL]], #{{.*}}]
func.func @select(%a: !ts.tensor<[3,4],f32>) -> !ts.tensor<[4],f32> {
  %0 = ts.select %a {dim = 0, index = -1} : !ts.tensor<[3,4],f32> -> !ts.tensor<[4],f32>
  return %0 : !ts.tensor<[4],f32>
}

// -----

// slice: a strided read in the body.
// CHECK-LABEL: func.func @slice
// CHECK: linalg.index 1
// CHECK: arith.muli
// CHECK: tensor.extract
func.func @slice(%a: !ts.tensor<[3,6],f32>) -> !ts.tensor<[3,3],f32> {
  %0 = ts.slice %a {dim = 1, start = 0, end = 6, step = 2} : !ts.tensor<[3,6],f32> -> !ts.tensor<[3,3],f32>
  return %0 : !ts.tensor<[3,3],f32>
}

// -----

// flip and repeat are affine maps.
// CHECK-DAG: #[[FLIP:.*]] = affine_map<(d0, d1) -> (-d0 + 2, d1)>
// CHECK-DAG: #[[REP:.*]] = affine_map<(d0, d1) -> (d0 mod 3, d1 mod 4)>
// CHECK-LABEL: func.func @flip_repeat
// CHECK: linalg.generic {indexing_maps = [#[[FLIP]], #{{.*}}]
// CHECK: linalg.generic {indexing_maps = [#[[REP]], #{{.*}}]
func.func @flip_repeat(%a: !ts.tensor<[3,4],f32>) -> (!ts.tensor<[3,4],f32>, !ts.tensor<[6,8],f32>) {
  %0 = ts.flip %a {dims = array<i64: 0>} : !ts.tensor<[3,4],f32> -> !ts.tensor<[3,4],f32>
  %1 = ts.repeat %a {repeats = array<i64: 2, 2>} : !ts.tensor<[3,4],f32> -> !ts.tensor<[6,8],f32>
  return %0, %1 : !ts.tensor<[3,4],f32>, !ts.tensor<[6,8],f32>
}

// -----

// cat reads every input (clamped) and selects the one holding the index.
// CHECK-LABEL: func.func @cat
// CHECK: linalg.generic
// CHECK-COUNT-2: tensor.extract
// CHECK: arith.select
func.func @cat(%a: !ts.tensor<[2,3],f32>, %b: !ts.tensor<[1,3],f32>) -> !ts.tensor<[3,3],f32> {
  %0 = ts.cat %a, %b {dim = 0} : !ts.tensor<[2,3],f32>, !ts.tensor<[1,3],f32> -> !ts.tensor<[3,3],f32>
  return %0 : !ts.tensor<[3,3],f32>
}

// -----

// A 1-D empty input is skipped: it adds nothing, and reading it would not
// be in bounds.
// CHECK-LABEL: func.func @cat_with_empty
// CHECK: linalg.generic
// CHECK-COUNT-1: tensor.extract
// CHECK-NOT: tensor.extract
// CHECK: linalg.yield
func.func @cat_with_empty(%e: !ts.tensor<[0],f32>, %a: !ts.tensor<[2,3],f32>) -> !ts.tensor<[2,3],f32> {
  %0 = ts.cat %e, %a {dim = 0} : !ts.tensor<[0],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor<[2,3],f32>
  return %0 : !ts.tensor<[2,3],f32>
}

// -----

// index_select clamps indices before reading.
// CHECK-LABEL: func.func @index_select
// CHECK: arith.index_cast
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: tensor.extract
func.func @index_select(%a: !ts.tensor<[4,3],f32>, %i: !ts.tensor<[2],i64>) -> !ts.tensor<[2,3],f32> {
  %0 = ts.index_select %a, %i {dim = 0} : !ts.tensor<[4,3],f32>, !ts.tensor<[2],i64> -> !ts.tensor<[2,3],f32>
  return %0 : !ts.tensor<[2,3],f32>
}

// -----

// chunk: part 2 of [5] in 3 chunks of 2 is the last element alone
// (offset 4), read like a slice.
// CHECK-LABEL: func.func @chunk
// CHECK: %[[OFF:.*]] = arith.constant 4 : index
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1xf32>)
// CHECK: tensor.extract %{{.*}}[%[[OFF]]] : tensor<5xf32>
func.func @chunk(%a: !ts.tensor<[5],f32>) -> !ts.tensor<[1],f32> {
  %0 = ts.chunk %a {dim = 0, chunks = 3, index = 2} : !ts.tensor<[5],f32> -> !ts.tensor<[1],f32>
  return %0 : !ts.tensor<[1],f32>
}

// -----

// select_scatter with an index known only at run time: normalized and
// checked (IndexError) before the row is inserted (in place once
// bufferized; no generic copies the whole tensor).
// CHECK-LABEL: func.func @select_scatter
// CHECK: arith.cmpi slt
// CHECK: scf.if
// CHECK: func.call @ts_rt_raise
// CHECK: %[[I:.*]] = arith.index_cast
// CHECK-NOT: linalg.generic
// CHECK: tensor.insert_slice %arg1 into %arg0[%[[I]], 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<2x3xf32>
func.func @select_scatter(%a: !ts.tensor<[2,3],f32>, %row: !ts.tensor<[3],f32>, %i: i64) -> !ts.tensor<[2,3],f32> {
  %0 = ts.select_scatter %a, %row[%i] {dim = 0} : !ts.tensor<[2,3],f32>, !ts.tensor<[3],f32> -> !ts.tensor<[2,3],f32>
  return %0 : !ts.tensor<[2,3],f32>
}

// -----

// slice_scatter of a static window: src inserted with the slice's step
// as stride.
// CHECK-LABEL: func.func @slice_scatter
// CHECK-NOT: linalg.generic
// CHECK: tensor.insert_slice %arg1 into %arg0[0, 1] [2, 2] [1, 2] : tensor<2x2xf32> into tensor<2x5xf32>
func.func @slice_scatter(%a: !ts.tensor<[2,5],f32>, %cols: !ts.tensor<[2,2],f32>) -> !ts.tensor<[2,5],f32> {
  %0 = ts.slice_scatter %a, %cols {dim = 1, start = 1, end = 5, step = 2} : !ts.tensor<[2,5],f32>, !ts.tensor<[2,2],f32> -> !ts.tensor<[2,5],f32>
  return %0 : !ts.tensor<[2,5],f32>
}

// -----

// A window whose start is a run-time value: checked to lie inside the dim
// (else a located RuntimeError), then read at that offset.
// CHECK-LABEL: func.func @slice_window
// CHECK: %[[LOW:.*]] = arith.cmpi slt, %[[I:.*]], %{{.*}} : i64
// CHECK: %[[HIGH:.*]] = arith.cmpi sgt, %[[I]], %{{.*}} : i64
// CHECK: %[[OUT:.*]] = arith.ori %[[LOW]], %[[HIGH]]
// CHECK: scf.if %[[OUT]]
// CHECK: ts_rt_raise
// CHECK: %[[OFF:.*]] = arith.index_cast %[[I]] : i64 to index
// CHECK: linalg.generic
// CHECK: arith.addi %{{.*}}, %[[OFF]] : index
func.func @slice_window(%x: !ts.tensor<[3,5],f32>, %i: i64) -> !ts.tensor<[3,2],f32> {
  %two = ts.constant 2 : i64
  %end = ts.add %i, %two : i64, i64 -> i64
  %0 = ts.slice %x bounds(%i, %end) {dim = 1, start = -9223372036854775808, end = -9223372036854775808, window = 2} : !ts.tensor<[3,5],f32> -> !ts.tensor<[3,2],f32>
  return %0 : !ts.tensor<[3,2],f32>
}

// -----

// scatter: the index range is checked, then a reduction over the index's
// positions along `dim` writes into a copy of `self` (scatter_add adds).
// CHECK-DAG: #[[INNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[OUTER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @scatter_add
// CHECK: ts_rt_raise
// CHECK: linalg.generic {indexing_maps = [#[[INNER]], #[[INNER]], #[[OUTER]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: arith.cmpi eq
// CHECK: arith.addf
// CHECK: arith.select
func.func @scatter_add(%a: !ts.tensor<[2,3],f32>, %i: !ts.tensor<[2,2],i64>, %s: !ts.tensor<[2,2],f32>) -> !ts.tensor<[2,3],f32> {
  %0 = ts.scatter %a, %i, %s {dim = 1, reduce = "sum"} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,2],i64>, !ts.tensor<[2,2],f32> -> !ts.tensor<[2,3],f32>
  return %0 : !ts.tensor<[2,3],f32>
}

// -----

// `reduce` combines instead of writing (scatter_reduce's core): the max of
// the output's value and each value the index points at it.
// CHECK-LABEL: func.func @scatter_amax
// CHECK: linalg.generic
// CHECK: arith.cmpi eq
// CHECK: arith.maximumf
// CHECK: arith.select
func.func @scatter_amax(%a: !ts.tensor<[2,3],f32>, %i: !ts.tensor<[2,2],i64>, %s: !ts.tensor<[2,2],f32>) -> !ts.tensor<[2,3],f32> {
  %0 = ts.scatter %a, %i, %s {dim = 1, reduce = "amax"} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,2],i64>, !ts.tensor<[2,2],f32> -> !ts.tensor<[2,3],f32>
  return %0 : !ts.tensor<[2,3],f32>
}

// -----

// An index smaller than self off `dim` is padded to self's size with -1
// (no output position), src with zeros, and only the leading part of a
// larger src is read: the generic walks self's shape as before.
// CHECK-LABEL: func.func @scatter_smaller_index
// CHECK: %[[PI:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<3x2xi64>)
// CHECK: %[[PS:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<3x5xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[PS]][0, 0] [3, 2] [1, 1] : tensor<3x5xf32> to tensor<3x2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[PI]], %[[S]] : tensor<3x2xi64>, tensor<3x2xf32>) outs(%{{.*}} : tensor<3x4xf32>)
func.func @scatter_smaller_index(%a: !ts.tensor<[3,4],f32>, %i: !ts.tensor<[2,2],i64>, %s: !ts.tensor<[2,5],f32>) -> !ts.tensor<[3,4],f32> {
  %0 = ts.scatter %a, %i, %s {dim = 1} : !ts.tensor<[3,4],f32>, !ts.tensor<[2,2],i64>, !ts.tensor<[2,5],f32> -> !ts.tensor<[3,4],f32>
  return %0 : !ts.tensor<[3,4],f32>
}

// -----

// diagonal reads (t, t + offset) with tensor.extract; diag of a 1-D tensor
// selects it where j - i == k; movedim is a permuting copy.
// CHECK-LABEL: func.func @diagonals
// CHECK: linalg.generic
// CHECK: %[[T:.*]] = linalg.index 1 : index
// CHECK: %[[S:.*]] = arith.addi %[[T]], %c1 : index
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %[[T]], %[[S]]] : tensor<2x3x4xf32>
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[D:.*]] = arith.subi %[[J]], %[[I]] : index
// CHECK: arith.cmpi eq, %[[D]], %c-1
// CHECK: arith.select
// CHECK: -> tensor<4x4xi64>
func.func @diagonals(%x: !ts.tensor<[2,3,4],f32>, %v: !ts.tensor<[3],i64>) -> (!ts.tensor<[2,3],f32>, !ts.tensor<[4,4],i64>) {
  %0 = ts.diagonal %x {offset = 1, dim1 = 1, dim2 = 2} : !ts.tensor<[2,3,4],f32> -> !ts.tensor<[2,3],f32>
  %1 = ts.diag %v {diagonal = -1} : !ts.tensor<[3],i64> -> !ts.tensor<[4,4],i64>
  return %0, %1 : !ts.tensor<[2,3],f32>, !ts.tensor<[4,4],i64>
}

// -----

// cummin: a reduction over a second copy j of dim, taking (value, j) where
// j <= i and the value is at least as small (ties take the later index).
// CHECK-LABEL: func.func @cummin
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}} : tensor<2x5xi64>) outs(%{{.*}}, %{{.*}} : tensor<2x5xi64>, tensor<2x5xi64>)
// CHECK: arith.cmpi sle
// CHECK: arith.cmpi sle
// CHECK: arith.select
// CHECK: arith.select
func.func @cummin(%x: !ts.tensor<[2,5],i64>) -> (!ts.tensor<[2,5],i64>, !ts.tensor<[2,5],i64>) {
  %v, %i = ts.cummin %x {dim = 1} : !ts.tensor<[2,5],i64> -> !ts.tensor<[2,5],i64>, !ts.tensor<[2,5],i64>
  return %v, %i : !ts.tensor<[2,5],i64>, !ts.tensor<[2,5],i64>
}

// -----

// index_add: the index is checked, then a reduction over its positions adds
// source's slice where index[j] equals the output position along dim.
// CHECK-LABEL: func.func @index_add
// CHECK: call @ts_rt_raise
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<3xi64>, tensor<3x2xf32>) outs(%{{.*}} : tensor<4x2xf32>)
// CHECK: arith.cmpi eq
// CHECK: arith.addf
// CHECK: index_add(): index out of range in self (dimension 0 has size 4)
func.func @index_add(%x: !ts.tensor<[4,2],f32>, %i: !ts.tensor<[3],i64>, %s: !ts.tensor<[3,2],f32>) -> !ts.tensor<[4,2],f32> {
  %0 = ts.index_add %x, %i, %s {dim = 0} : !ts.tensor<[4,2],f32>, !ts.tensor<[3],i64>, !ts.tensor<[3,2],f32> -> !ts.tensor<[4,2],f32>
  return %0 : !ts.tensor<[4,2],f32>
}

// -----

// bucketize: a count over the boundaries of those below (or, with right,
// not above) each element.
// CHECK-LABEL: func.func @bucketize
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<2x3xi64>)
// CHECK: arith.cmpf ole
// CHECK: arith.extui
// CHECK: arith.addi
func.func @bucketize(%x: !ts.tensor<[2,3],f32>, %b: !ts.tensor<[4],f32>) -> !ts.tensor<[2,3],i64> {
  %0 = ts.bucketize %x, %b {right = true} : !ts.tensor<[2,3],f32>, !ts.tensor<[4],f32> -> !ts.tensor<[2,3],i64>
  return %0 : !ts.tensor<[2,3],i64>
}

// -----

// unfold: window w, offset k reads w * step + k along dim (an affine map).
// CHECK: #[[U:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 * 2 + d2)>
// CHECK-LABEL: func.func @unfold
// CHECK: linalg.generic {indexing_maps = [#[[U]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}} : tensor<2x7xf32>) outs(%{{.*}} : tensor<2x3x3xf32>)
func.func @unfold(%x: !ts.tensor<[2,7],f32>) -> !ts.tensor<[2,3,3],f32> {
  %0 = ts.unfold %x {dim = 1, size = 3, step = 2} : !ts.tensor<[2,7],f32> -> !ts.tensor<[2,3,3],f32>
  return %0 : !ts.tensor<[2,3,3],f32>
}

// -----

// index_tensor: the index is read through the result dims that replace
// dim; negative entries wrap before the clamped tensor.extract.
// CHECK-DAG: #[[I:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @index_tensor
// CHECK: call @ts_rt_raise
// CHECK: linalg.generic {indexing_maps = [#[[I]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}} : tensor<2x2xi64>) outs(%{{.*}} : tensor<3x2x2xf32>)
// CHECK: arith.cmpi slt
// CHECK: arith.addi
// CHECK: arith.select
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<3x4xf32>
func.func @index_tensor(%x: !ts.tensor<[3,4],f32>, %i: !ts.tensor<[2,2],i64>) -> !ts.tensor<[3,2,2],f32> {
  %0 = ts.index_tensor %x, %i {dim = 1} : !ts.tensor<[3,4],f32>, !ts.tensor<[2,2],i64> -> !ts.tensor<[3,2,2],f32>
  return %0 : !ts.tensor<[3,2,2],f32>
}

// -----

// index_put: a mask selects the number where it holds; an integer index
// is a reduction over its entries writing the (broadcast) value's row.
// CHECK-LABEL: func.func @index_put
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK-SAME: ins(%{{.*}} : tensor<2x3xi1>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: arith.select
// CHECK: call @ts_rt_raise
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<2xi64>, tensor<3xf32>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: arith.cmpi eq
// CHECK: arith.select
func.func @index_put(%x: !ts.tensor<[2,3],f32>, %m: !ts.tensor<[2,3],i1>, %i: !ts.tensor<[2],i64>, %v: !ts.tensor<[3],f32>) -> !ts.tensor<[2,3],f32> {
  %c = ts.constant 0.0 : f64
  %0 = ts.index_put %x, %m, %c : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i1>, f64 -> !ts.tensor<[2,3],f32>
  %1 = ts.index_put %0, %i, %v : !ts.tensor<[2,3],f32>, !ts.tensor<[2],i64>, !ts.tensor<[3],f32> -> !ts.tensor<[2,3],f32>
  return %1 : !ts.tensor<[2,3],f32>
}

// -----

// index_put through a 2-D integer index: a reduction over both of its
// dims; the value broadcasts against `[*index.shape, *x.shape[1:]]`.
// CHECK: #[[IDX:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK: #[[VAL:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, 0, d1)>
// CHECK-LABEL: func.func @index_put_2d_index
// CHECK: linalg.generic {indexing_maps = [#[[IDX]], #[[VAL]], #{{.*}}], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<2x2xi64>, tensor<2x1x3xf32>) outs(%{{.*}} : tensor<4x3xf32>)
func.func @index_put_2d_index(%x: !ts.tensor<[4,3],f32>, %i: !ts.tensor<[2,2],i64>, %v: !ts.tensor<[2,1,3],f32>) -> !ts.tensor<[4,3],f32> {
  %0 = ts.index_put %x, %i, %v : !ts.tensor<[4,3],f32>, !ts.tensor<[2,2],i64>, !ts.tensor<[2,1,3],f32> -> !ts.tensor<[4,3],f32>
  return %0 : !ts.tensor<[4,3],f32>
}

// -----

// interpolate (nearest): the source index of each output position is a
// constant table (PyTorch's nearest_idx: 0 0 1 2 2 for 3 -> 5) read in
// the body before the tensor.extract of the input.
// CHECK-LABEL: func.func @interpolate_nearest
// CHECK: arith.constant dense<[0, 0, 1, 1, 2]> : tensor<5xi64>
// CHECK: linalg.generic
// CHECK: tensor.extract %{{.*}} : tensor<5xi64>
// CHECK: tensor.extract %{{.*}} : tensor<1x1x3xf32>
func.func @interpolate_nearest(%x: !ts.tensor<[1,1,3],f32>) -> !ts.tensor<[1,1,5],f32> {
  %0 = ts.interpolate %x {mode = "nearest", align_corners = false, output_size = array<i64: 5>, scales = []} : !ts.tensor<[1,1,3],f32> -> !ts.tensor<[1,1,5],f32>
  return %0 : !ts.tensor<[1,1,5],f32>
}

// -----

// interpolate (linear): two source positions and their weights per
// output position, summed as PyTorch does (t0 * w0 + t1 * w1).
// CHECK-LABEL: func.func @interpolate_linear
// CHECK-DAG: arith.constant dense<[0, 0, 0, 1, 1, 2]> : tensor<6xi64>
// CHECK-DAG: arith.constant dense<[1, 1, 1, 2, 2, 2]> : tensor<6xi64>
// CHECK-DAG: arith.constant dense<[1.000000e+00, 7.500000e-01, 2.500000e-01, 7.500000e-01, 2.500000e-01, 7.500000e-01]> : tensor<6xf32>
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @interpolate_linear(%x: !ts.tensor<[1,1,3],f32>) -> !ts.tensor<[1,1,6],f32> {
  %0 = ts.interpolate %x {mode = "linear", align_corners = false, output_size = array<i64>, scales = [2.0]} : !ts.tensor<[1,1,3],f32> -> !ts.tensor<[1,1,6],f32>
  return %0 : !ts.tensor<[1,1,6],f32>
}
