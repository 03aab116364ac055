// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize,cse)' | FileCheck %s
// Sizes known only at run time (`?` dims): read with tensor.dim, checked
// where operands must agree, and an entry returns such a tensor boxed.

// CHECK-LABEL: func.func @slice_add
// CHECK-SAME: -> tensor<i64> attributes {ts.boxed_tensor_results = array<i64: 0>}
// Python's clamping of a run-time bound, then an empty tensor of that size.
// CHECK: arith.cmpi slt, %arg1
// CHECK: arith.minsi
// CHECK: %[[N:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x3xf32>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<?x3xf32>)
// Two run-time sizes: the result's is the one not 1, each operand checked
// to be it or 1 before the add reads both, and one of 1 copied to it.
// CHECK: %[[ONE:.*]] = arith.cmpi eq, %[[N]], %c1 : index
// CHECK: %[[R:.*]] = arith.select %[[ONE]], %{{.*}}, %[[N]] : index
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: func.call @ts_rt_raise
// CHECK: %[[A:.*]] = scf.if %[[ONE]] -> (tensor<?x3xf32>) {
// CHECK: tensor.empty(%[[R]]) : tensor<?x3xf32>
// CHECK: tensor.empty(%[[R]]) : tensor<?x3xf32>
// CHECK: linalg.generic {{.*}} ins(%[[A]], %{{.*}} : tensor<?x3xf32>, tensor<?x3xf32>)
// CHECK: arith.addf
// CHECK: call @ts_rt_tensor_box_sized
// CHECK: tensor.from_elements
func.func @slice_add(%a: !ts.tensor<[4,3],f32>, %n: i64, %m: i64) -> !ts.tensor<[?,3],f32> {
  %0 = ts.slice %a bounds(%n) {dim = 0 : i64, end = -9223372036854775808 : i64, start = 0 : i64} : !ts.tensor<[4,3],f32> -> !ts.tensor<[?,3],f32>
  %1 = ts.slice %a bounds(%m) {dim = 0 : i64, end = 9223372036854775807 : i64, start = -9223372036854775808 : i64} : !ts.tensor<[4,3],f32> -> !ts.tensor<[?,3],f32>
  %2 = ts.add %0, %1 : !ts.tensor<[?,3],f32>, !ts.tensor<[?,3],f32> -> !ts.tensor<[?,3],f32>
  return %2 : !ts.tensor<[?,3],f32>
}

// -----

// A mean over a run-time size divides by a count computed at run time.
// CHECK-LABEL: func.func @mean
// CHECK: %[[F:.*]] = arith.sitofp %{{.*}} : i64 to f32
// CHECK: linalg.generic
// CHECK: arith.divf %{{.*}}, %[[F]] : f32
func.func @mean(%a: !ts.tensor<[4,3],f32>, %n: i64) -> !ts.tensor<[3],f32> {
  %0 = ts.slice %a bounds(%n) {dim = 0 : i64, end = -9223372036854775808 : i64, start = 0 : i64} : !ts.tensor<[4,3],f32> -> !ts.tensor<[?,3],f32>
  %1 = ts.mean %0 {dims = array<i64: 0>} : !ts.tensor<[?,3],f32> -> !ts.tensor<[3],f32>
  return %1 : !ts.tensor<[3],f32>
}

// -----

// argmax along a dim of a run-time size, and over all elements (the
// tensor collapsed into one dim of them all).
// CHECK-LABEL: func.func @argmax
// CHECK: linalg.index 1
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
// CHECK: linalg.index 0
func.func @argmax(%a: !ts.tensor<[4,3],f32>, %n: i64) -> (!ts.tensor<[?],i64>, !ts.tensor<[],i64>) {
  %0 = ts.slice %a bounds(%n) {dim = 0 : i64, end = -9223372036854775808 : i64, start = 0 : i64} : !ts.tensor<[4,3],f32> -> !ts.tensor<[?,3],f32>
  %1 = ts.argmax %0 {dim = 1 : i64} : !ts.tensor<[?,3],f32> -> !ts.tensor<[?],i64>
  %2 = ts.argmax %0 : !ts.tensor<[?,3],f32> -> !ts.tensor<[],i64>
  return %1, %2 : !ts.tensor<[?],i64>, !ts.tensor<[],i64>
}

// -----

// cat: each input starts where the sizes before it end.
// A size the compiler inferred is checked when a cast learns it (the
// cast itself folds into the generic, whose reads are clamped).
// CHECK-LABEL: func.func @cat
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?xf32>
// CHECK: %[[S:.*]] = arith.addi %[[D]], %c2 : index
// CHECK: linalg.generic
// CHECK: arith.cmpi sge, %{{.*}}, %[[D]] : index
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[S]], %c5 : index
// CHECK-NEXT: scf.if %[[NE]]
// CHECK-NEXT: func.call @ts_rt_raise
func.func @cat(%a: !ts.tensor<[?],f32>, %b: !ts.tensor<[2],f32>) -> !ts.tensor<[5],f32> {
  %0 = ts.cat %a, %b {dim = 0 : i64} : !ts.tensor<[?],f32>, !ts.tensor<[2],f32> -> !ts.tensor<[?],f32>
  %1 = ts.tensor_static_info_cast %0 : !ts.tensor<[?],f32> to !ts.tensor<[5],f32>
  return %1 : !ts.tensor<[5],f32>
}

// -----

// torch.tensor of a list of lists known only at run time: its lengths,
// rows checked against the first, then a generic reading each slot.
// CHECK-LABEL: func.func @list_to_tensor
// CHECK: %[[ROWS:.*]] = call @ts_rt_list_len
// CHECK: scf.if
// CHECK: scf.for
// CHECK: func.call @ts_rt_raise
// CHECK: tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK: linalg.generic
// CHECK: func.call @ts_rt_list_get
// CHECK: arith.sitofp %{{.*}} : i64 to f32
func.func @list_to_tensor(%l: !ts.list<!ts.list<i64>>) -> !ts.tensor<[?,?],f32> {
  %0 = ts.list_to_tensor %l : !ts.list<!ts.list<i64>> -> !ts.tensor<[?,?],f32>
  return %0 : !ts.tensor<[?,?],f32>
}

// -----

// A bool mask keeps its true elements: count them, collect their
// positions in one sequential loop, then gather through the positions.
// CHECK-LABEL: func.func @mask
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]
// CHECK: %[[N:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[P:.*]] = tensor.empty(%[[N]]) : tensor<?xi64>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[P]], %{{.*}} = %c0) -> (tensor<?xi64>, index)
// CHECK: tensor.insert
// CHECK: tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK: linalg.generic
// CHECK: arith.divui
func.func @mask(%x: !ts.tensor<[2,3],f32>, %m: !ts.tensor<[2,3],i1>) -> !ts.tensor<[?],f32> {
  %0 = ts.index_tensor %x, %m {dim = 0 : i64} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i1> -> !ts.tensor<[?],f32>
  return %0 : !ts.tensor<[?],f32>
}

// -----

// CHECK-LABEL: func.func @nonzero
// CHECK: scf.for
// CHECK: tensor.empty(%{{.*}}) : tensor<?x2xi64>
// CHECK: arith.select
func.func @nonzero(%x: !ts.tensor<[2,3],f32>) -> !ts.tensor<[?,2],i64> {
  %0 = ts.nonzero %x : !ts.tensor<[2,3],f32> -> !ts.tensor<[?,2],i64>
  return %0 : !ts.tensor<[?,2],i64>
}

// -----

// expand of a run-time size keeps it (a static 1 reads position 0);
// repeat reads `i mod size`, its result `size * repeats` long.
// CHECK-LABEL: func.func @expand_repeat
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<3x?xf32>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<3x?xf32>)
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: tensor.extract %{{.*}}[%c0, %[[J]]] : tensor<1x?xf32>
// CHECK: %[[N:.*]] = arith.muli %[[D]], %c2 : index
// CHECK: tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[M:.*]] = arith.remui %[[I]], %[[D]] : index
// CHECK: tensor.extract %arg0[%[[M]]] : tensor<?xf32>
func.func @expand_repeat(%a: !ts.tensor<[?],f32>) -> (!ts.tensor<[3,?],f32>, !ts.tensor<[?],f32>) {
  %0 = ts.unsqueeze %a, 0 : !ts.tensor<[?],f32> -> !ts.tensor<[1,?],f32>
  %1 = ts.expand %0 {sizes = array<i64: 3, -1>} : !ts.tensor<[1,?],f32> -> !ts.tensor<[3,?],f32>
  %2 = ts.repeat %a {repeats = array<i64: 2>} : !ts.tensor<[?],f32> -> !ts.tensor<[?],f32>
  return %1, %2 : !ts.tensor<[3,?],f32>, !ts.tensor<[?],f32>
}

// -----

// A prefix sum over a run-time size; a scatter whose index and source have
// one: the source is checked to be no shorter than the index, and the
// index to lie inside self, when it runs.
// CHECK-LABEL: func.func @scan_scatter
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK: tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK: arith.cmpi sle
// CHECK: %[[DI:.*]] = tensor.dim %arg1, %c0 : tensor<?xi64>
// CHECK: %[[SHORT:.*]] = arith.cmpi ult, %[[D]], %[[DI]] : index
// CHECK-NEXT: scf.if %[[SHORT]]
// CHECK-NEXT: func.call @ts_rt_raise
// CHECK: arith.cmpi sge, %{{.*}}, %c6_i64 : i64
// CHECK: linalg.generic {{.*}} ins(%arg1, %arg0 : tensor<?xi64>, tensor<?xf32>) outs(%{{.*}} : tensor<6xf32>)
// CHECK: arith.addf
func.func @scan_scatter(%a: !ts.tensor<[?],f32>, %i: !ts.tensor<[?],i64>) -> (!ts.tensor<[?],f32>, !ts.tensor<[6],f32>) {
  %0 = ts.cumsum %a {dim = 0 : i64} : !ts.tensor<[?],f32> -> !ts.tensor<[?],f32>
  %z = ts.full [6], 0.0 : !ts.tensor<[6],f32>
  %1 = ts.scatter %z, %i, %a {dim = 0 : i64, reduce = "sum"} : !ts.tensor<[6],f32>, !ts.tensor<[?],i64>, !ts.tensor<[?],f32> -> !ts.tensor<[6],f32>
  return %0, %1 : !ts.tensor<[?],f32>, !ts.tensor<[6],f32>
}

// -----

// A slice store into a tensor of run-time size: the bounds are clamped
// when it runs, the value's size along the dim is checked to be the
// slice's, and the value is read only where it is written (it may be
// empty).
// CHECK-LABEL: func.func @slice_store
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK: arith.minsi
// CHECK: %[[NE:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: scf.if %[[NE]]
// CHECK-NEXT: func.call @ts_rt_raise
// CHECK: tensor.empty(%[[D]]) : tensor<?x3xf32>
// CHECK: linalg.generic
// CHECK: scf.if %{{.*}} -> (f32)
// CHECK: tensor.extract %arg1
func.func @slice_store(%a: !ts.tensor<[?,3],f32>, %v: !ts.tensor<[?,3],f32>, %n: i64) -> !ts.tensor<[?,3],f32> {
  %0 = ts.slice_scatter %a, %v bounds(%n) {dim = 0 : i64, start = -9223372036854775808 : i64, end = 9223372036854775807 : i64} : !ts.tensor<[?,3],f32>, !ts.tensor<[?,3],f32> -> !ts.tensor<[?,3],f32>
  return %0 : !ts.tensor<[?,3],f32>
}

// -----

// A tensor read from a list with sizes known only at run time takes them
// from its box, and reads each element at its row-major position.
// CHECK-LABEL: func.func @list_read
// CHECK: call @ts_rt_tensor_matches
// CHECK: %[[N:.*]] = call @ts_rt_tensor_size(%{{.*}}, %c0_i64)
// CHECK: %[[I:.*]] = arith.index_cast %[[N]] : i64 to index
// CHECK: tensor.empty(%[[I]]) : tensor<?x2xf32>
// CHECK: linalg.generic
// CHECK: func.call @ts_rt_tensor_element
func.func @list_read(%l: !ts.list<!ts.tensor>) -> !ts.tensor<[?,2],f32> {
  %zero = ts.constant 0 : i64
  %e = ts.list_get %l[%zero] : !ts.list<!ts.tensor> -> !ts.tensor<[?,2],f32>
  return %e : !ts.tensor<[?,2],f32>
}

// -----

// reshape_as a tensor of run-time size reads its sizes, checks the
// element counts agree, and reshapes.
// CHECK-LABEL: func.func @reshape_as
// CHECK: %[[D:.*]] = tensor.dim %arg1, %c1 : tensor<1x?xf32>
// CHECK: %[[NE:.*]] = arith.cmpi ne
// CHECK-NEXT: scf.if %[[NE]]
// CHECK-NEXT: func.call @ts_rt_raise
// CHECK: tensor.reshape %arg0
func.func @reshape_as(%a: !ts.tensor<[?],f32>, %b: !ts.tensor<[1,?],f32>) -> !ts.tensor<[1,?],f32> {
  %0 = ts.reshape_as %a, %b : !ts.tensor<[?],f32>, !ts.tensor<[1,?],f32> -> !ts.tensor<[1,?],f32>
  return %0 : !ts.tensor<[1,?],f32>
}

// -----

// index_put with an index and rows of run-time length: the rows' length is
// checked against the index's, and the index against self's rows.
// CHECK-LABEL: func.func @index_put
// CHECK: %[[DV:.*]] = tensor.dim %arg2, %c0 : tensor<?x2xf32>
// CHECK: %[[DI:.*]] = tensor.dim %arg1, %c0 : tensor<?xi64>
// CHECK: arith.cmpi ne, %[[DV]], %[[DI]] : index
// CHECK: arith.cmpi sge, %{{.*}}, %c6_i64 : i64
// CHECK: linalg.generic {{.*}} ins(%arg1, %arg2 : tensor<?xi64>, tensor<?x2xf32>) outs(%{{.*}} : tensor<6x2xf32>)
func.func @index_put(%x: !ts.tensor<[6,2],f32>, %i: !ts.tensor<[?],i64>, %v: !ts.tensor<[?,2],f32>) -> !ts.tensor<[6,2],f32> {
  %0 = ts.index_put %x, %i, %v : !ts.tensor<[6,2],f32>, !ts.tensor<[?],i64>, !ts.tensor<[?,2],f32> -> !ts.tensor<[6,2],f32>
  return %0 : !ts.tensor<[6,2],f32>
}

// -----

// A reshape to sizes known only at run time (`x.view(n, m)`): each may be
// -1 (then it is the element count over the others' product), and the
// sizes are checked as PyTorch checks them before tensor.reshape.
// CHECK-LABEL: func.func @view_run_time
// CHECK: arith.cmpi slt, %arg1, %c-1_i64
// CHECK: call @ts_rt_raise
// CHECK: arith.cmpi eq, %arg1, %c-1_i64
// CHECK: arith.remsi
// CHECK: arith.divsi
// CHECK: call @ts_rt_raise
// CHECK: %[[SHAPE:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xi64>
// CHECK: tensor.reshape %{{.*}}(%[[SHAPE]]) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @view_run_time(%a: !ts.tensor<[2,3,4],f32>, %n: i64, %m: i64) -> !ts.tensor<[?,?],f32> {
  %0 = ts.reshape %a sizes(%n, %m), [-9223372036854775808, -9223372036854775808] : !ts.tensor<[2,3,4],f32> -> !ts.tensor<[?,?],f32>
  return %0 : !ts.tensor<[?,?],f32>
}

// -----

// A matmul whose batch dims are known only at run time (a linear layer on
// a batch of run-time size) sizes its result from the lhs.
// CHECK-LABEL: func.func @matmul_run_time_batch
// CHECK: %[[N:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x3x16xf32>
// CHECK: tensor.empty(%[[N]]) : tensor<?x3x32xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel"]
func.func @matmul_run_time_batch(%x: !ts.tensor<[?,3,16],f32>, %w: !ts.tensor<[16,32],f32>) -> !ts.tensor<[?,3,32],f32> {
  %0 = ts.matmul %x, %w : !ts.tensor<[?,3,16],f32>, !ts.tensor<[16,32],f32> -> !ts.tensor<[?,3,32],f32>
  return %0 : !ts.tensor<[?,3,32],f32>
}

// -----

// Batch dims of both sides known only at run time must agree.
// CHECK-LABEL: func.func @bmm_run_time_batch
// CHECK: %[[A:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x3x4xf32>
// CHECK: %[[B:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x4x5xf32>
// CHECK: arith.cmpi ne, %[[B]], %[[A]] : index
// CHECK: call @ts_rt_raise
func.func @bmm_run_time_batch(%a: !ts.tensor<[?,3,4],f32>, %b: !ts.tensor<[?,4,5],f32>) -> !ts.tensor<[?,3,5],f32> {
  %0 = ts.matmul %a, %b : !ts.tensor<[?,3,4],f32>, !ts.tensor<[?,4,5],f32> -> !ts.tensor<[?,3,5],f32>
  return %0 : !ts.tensor<[?,3,5],f32>
}

// -----

// `keepdim` adds a unit dim to a reduction of run-time size: the reshape
// reads the kept size.
// CHECK-LABEL: func.func @mean_keepdim_run_time
// CHECK: tensor.from_elements %{{.*}}, %{{.*}}, %c1_i64 : tensor<3xi64>
// CHECK: tensor.reshape {{.*}} -> tensor<2x?x1xf32>
func.func @mean_keepdim_run_time(%x: !ts.tensor<[2,?,16],f32>) -> !ts.tensor<[2,?,1],f32> {
  %0 = ts.mean %x {dims = array<i64: -1>, keepdim = true} : !ts.tensor<[2,?,16],f32> -> !ts.tensor<[2,?,1],f32>
  return %0 : !ts.tensor<[2,?,1],f32>
}

// -----

// A causal mask over a run-time length, and a convolution along it: the
// output length is `(padded - dilation * (kernel - 1) - 1) / stride + 1`.
// CHECK-LABEL: func.func @triu_and_conv_run_time
// CHECK: tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xi1>
// CHECK: arith.divsi
// CHECK: tensor.empty(%{{.*}}) : tensor<2x1x4x?xf32>
func.func @triu_and_conv_run_time(%m: !ts.tensor<[?,?],i1>, %x: !ts.tensor<[2,3,?],f32>, %w: !ts.tensor<[4,3,3],f32>) -> (!ts.tensor<[?,?],i1>, !ts.tensor<[2,4,?],f32>) {
  %0 = ts.triu %m {diagonal = 1 : i64} : !ts.tensor<[?,?],i1> -> !ts.tensor<[?,?],i1>
  %1 = ts.convolution %x, %w {stride = array<i64: 2>, padding = array<i64: 1>, dilation = array<i64: 1>} : !ts.tensor<[2,3,?],f32>, !ts.tensor<[4,3,3],f32> -> !ts.tensor<[2,4,?],f32>
  return %0, %1 : !ts.tensor<[?,?],i1>, !ts.tensor<[2,4,?],f32>
}

// -----

// A diagonal known only at run time: the int operand, cast to index,
// is compared with `j - i` in the body.
// CHECK-LABEL: func.func @tril_run_time_diagonal
// CHECK-SAME: %[[K:[a-z0-9]+]]: i64
// CHECK: %[[KI:.*]] = arith.index_cast %[[K]] : i64 to index
// CHECK: linalg.generic
// CHECK: %[[D:.*]] = arith.subi
// CHECK: arith.cmpi sle, %[[D]], %[[KI]] : index
func.func @tril_run_time_diagonal(%m: !ts.tensor<[3,4],f32>, %k: i64) -> !ts.tensor<[3,4],f32> {
  %0 = ts.tril %m diagonal(%k) : !ts.tensor<[3,4],f32> -> !ts.tensor<[3,4],f32>
  return %0 : !ts.tensor<[3,4],f32>
}

// -----

// Pools along a run-time length: the output length as for a convolution,
// and an average's divisors computed per position (the window clipped to
// the input without `count_include_pad`).
// CHECK-LABEL: func.func @pools_run_time
// CHECK: arith.divsi
// CHECK: tensor.empty(%{{.*}}) : tensor<2x4x?xf32>
// CHECK: arith.maximumf
// CHECK: arith.minsi
// CHECK: arith.maxsi
// CHECK: arith.divf
func.func @pools_run_time(%x: !ts.tensor<[2,4,?],f32>) -> (!ts.tensor<[2,4,?],f32>, !ts.tensor<[2,4,?],f32>) {
  %0 = ts.max_pool %x {kernel = array<i64: 2>, stride = array<i64: 2>, padding = array<i64: 0>, dilation = array<i64: 1>} : !ts.tensor<[2,4,?],f32> -> !ts.tensor<[2,4,?],f32>
  %1 = ts.avg_pool %x {kernel = array<i64: 3>, stride = array<i64: 2>, padding = array<i64: 1>, count_include_pad = false} : !ts.tensor<[2,4,?],f32> -> !ts.tensor<[2,4,?],f32>
  return %0, %1 : !ts.tensor<[2,4,?],f32>, !ts.tensor<[2,4,?],f32>
}

// -----

// An einsum whose labels have run-time sizes: operands' sizes of one label
// are checked to agree, and the result reads its sizes from an operand.
// CHECK-LABEL: func.func @einsum_run_time
// CHECK: %[[L0:.*]] = tensor.dim %arg0, %c2 : tensor<2x4x?xf32>
// CHECK: %[[L1:.*]] = tensor.dim %arg1, %c2 : tensor<2x4x?xf32>
// CHECK: arith.cmpi ne, %[[L1]], %[[L0]] : index
// CHECK: call @ts_rt_raise
// CHECK: tensor.empty() : tensor<2x4x4xf32>
// CHECK: tensor.empty(%[[L0]], %[[L1]]) : tensor<2x?x?xf32>
func.func @einsum_run_time(%a: !ts.tensor<[2,4,?],f32>, %b: !ts.tensor<[2,4,?],f32>) -> (!ts.tensor<[2,4,4],f32>, !ts.tensor<[2,?,?],f32>) {
  %0 = ts.einsum "bcl,bdl->bcd", %a, %b : !ts.tensor<[2,4,?],f32>, !ts.tensor<[2,4,?],f32> -> !ts.tensor<[2,4,4],f32>
  %1 = ts.einsum "bcl,bcm->blm", %a, %b : !ts.tensor<[2,4,?],f32>, !ts.tensor<[2,4,?],f32> -> !ts.tensor<[2,?,?],f32>
  return %0, %1 : !ts.tensor<[2,4,4],f32>, !ts.tensor<[2,?,?],f32>
}

// -----

// Adaptive average pooling of a run-time length: a reduction over the
// whole input, each element weighted by 1/size inside its output's window.
// CHECK-LABEL: func.func @adaptive_avg_pool_run_time
// CHECK: %[[N:.*]] = tensor.dim %arg0, %c2 : tensor<2x4x?xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK: arith.muli %{{.*}}, %[[N]] : index
// CHECK: arith.divsi
// CHECK: arith.select
func.func @adaptive_avg_pool_run_time(%x: !ts.tensor<[2,4,?],f32>) -> !ts.tensor<[2,4,3],f32> {
  %0 = ts.adaptive_avg_pool %x {output_size = array<i64: 3>} : !ts.tensor<[2,4,?],f32> -> !ts.tensor<[2,4,3],f32>
  return %0 : !ts.tensor<[2,4,3],f32>
}

// -----

// A random draw shaped like a tensor with a run-time size reads it.
// CHECK-LABEL: func.func @random
// CHECK: %[[N:.*]] = tensor.dim %{{.*}}, %c0
// CHECK: tensor.empty(%[[N]]) : tensor<?x3xf64>
// CHECK: linalg.generic
func.func @random(%a: !ts.tensor<[?,3],f32>) -> !ts.tensor<[?,3],f64> {
  %key = ts.runtime_mutate "random_key"() : () -> i64
  %0 = ts.random %key, %a : !ts.tensor<[?,3],f32> -> !ts.tensor<[?,3],f64>
  return %0 : !ts.tensor<[?,3],f64>
}
