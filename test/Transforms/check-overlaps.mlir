// RUN: ts-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(ts-check-overlaps)' | FileCheck %s
// Each ts.overlap_check is decided from the layouts its view ops give
// (the root contiguous) and erased: a partial overlap of dense views
// raises where the op runs, the same memory raises only with `any`.

// a[None] *= a: the same range with other strides.
// CHECK-LABEL: func.func @partial
// CHECK-NEXT: ts.unsqueeze
// CHECK-NEXT: ts.raise "RuntimeError: unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation."
// CHECK-NOT: ts.overlap_check
func.func @partial(%a: !ts.tensor<[2,3],f32>) {
  %v = ts.unsqueeze %a, 0 : !ts.tensor<[2,3],f32> -> !ts.tensor<[1,2,3],f32>
  ts.overlap_check %v, %a in %a : !ts.tensor<[1,2,3],f32>, !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>
  return
}

// -----

// a[0] += a[1]: rows apart.
// CHECK-LABEL: func.func @apart
// CHECK-NOT: ts.raise
// CHECK-NOT: ts.overlap_check
func.func @apart(%a: !ts.tensor<[2,3],f32>) {
  %r0 = ts.select %a {dim = 0, index = 0} : !ts.tensor<[2,3],f32> -> !ts.tensor<[3],f32>
  %r1 = ts.select %a {dim = 0, index = -1} : !ts.tensor<[2,3],f32> -> !ts.tensor<[3],f32>
  ts.overlap_check %r0, %r1 in %a : !ts.tensor<[3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[2,3],f32>
  return
}

// -----

// flat[0:2] = flat[1:3] through a reshape (a view of a contiguous tensor).
// CHECK-LABEL: func.func @shifted
// CHECK: ts.raise
func.func @shifted(%a: !ts.tensor<[2,3],f32>) {
  %f = ts.reshape %a, [-1] : !ts.tensor<[2,3],f32> -> !ts.tensor<[6],f32>
  %w = ts.slice %f {dim = 0, start = 0, end = 2} : !ts.tensor<[6],f32> -> !ts.tensor<[2],f32>
  %r = ts.slice %f {dim = 0, start = 1, end = 3} : !ts.tensor<[6],f32> -> !ts.tensor<[2],f32>
  ts.overlap_check %w, %r in %a : !ts.tensor<[2],f32>, !ts.tensor<[2],f32>, !ts.tensor<[2,3],f32>
  return
}

// -----

// The same memory: fine for arithmetic, refused by index_add_ (`any`).
// CHECK-LABEL: func.func @same_memory
// CHECK-NEXT: ts.transpose
// CHECK-NEXT: ts.transpose
// CHECK-NEXT: ts.raise
// CHECK-NEXT: return
func.func @same_memory(%a: !ts.tensor<[2,3],f32>) {
  %t = ts.transpose %a, 0, 1 : !ts.tensor<[2,3],f32> -> !ts.tensor<[3,2],f32>
  %tt = ts.transpose %t, 0, 1 : !ts.tensor<[3,2],f32> -> !ts.tensor<[2,3],f32>
  ts.overlap_check %a, %tt in %a : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>
  ts.overlap_check %a, %a in %a any : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>
  return
}

// -----

// A size known only at run time: nothing to decide, nothing raises.
// CHECK-LABEL: func.func @run_time_size
// CHECK-NOT: ts.raise
func.func @run_time_size(%a: !ts.tensor<[?],f32>) {
  %v = ts.unsqueeze %a, 0 : !ts.tensor<[?],f32> -> !ts.tensor<[1,?],f32>
  ts.overlap_check %v, %a in %a : !ts.tensor<[1,?],f32>, !ts.tensor<[?],f32>, !ts.tensor<[?],f32>
  return
}

// -----

// a[:, 1:] += a[:, :-1]: views with gaps that PyTorch does not compare; each
// position reads what the one before it writes.
func.func @order_dependent(%a: !ts.tensor<[2,3],f32>) {
  %w = ts.slice %a {dim = 1, start = 1, end = 9223372036854775807} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,2],f32>
  %r = ts.slice %a {dim = 1, start = 0, end = -1} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,2],f32>
  // expected-error@+1 {{this in-place op reads elements that it also writes at other positions}}
  ts.overlap_check %w, %r in %a : !ts.tensor<[2,2],f32>, !ts.tensor<[2,2],f32>, !ts.tensor<[2,3],f32>
  return
}

// -----

// a.add_(a[0].expand(2, 3)): the expanded row repeats memory (stride 0),
// and row 1 reads what row 0 wrote before it.
func.func @expanded_read(%a: !ts.tensor<[2,3],f32>) {
  %r = ts.select %a {dim = 0, index = 0} : !ts.tensor<[2,3],f32> -> !ts.tensor<[3],f32>
  %e = ts.expand %r {sizes = array<i64: 2, 3>} : !ts.tensor<[3],f32> -> !ts.tensor<[2,3],f32>
  // expected-error@+1 {{this in-place op reads elements that it also writes at other positions}}
  ts.overlap_check %a, %e in %a : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>
  return
}

// -----

// a[:, :-1] += a[:, 1:]: each position reads the one it writes next, not
// yet written (the old value, as on a copy); a clone is new memory; an
// index put of one value may be a mask's fill.
// CHECK-LABEL: func.func @reads_ahead
// CHECK-NOT: ts.raise
func.func @reads_ahead(%a: !ts.tensor<[2,3],f32>) {
  %w = ts.slice %a {dim = 1, start = 0, end = -1} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,2],f32>
  %r = ts.slice %a {dim = 1, start = 1, end = 9223372036854775807} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,2],f32>
  ts.overlap_check %w, %r in %a : !ts.tensor<[2,2],f32>, !ts.tensor<[2,2],f32>, !ts.tensor<[2,3],f32>
  %c = ts.tensor_static_info_cast %a {copy} : !ts.tensor<[2,3],f32> to !ts.tensor<[2,3],f32>
  %u = ts.unsqueeze %c, 0 : !ts.tensor<[2,3],f32> -> !ts.tensor<[1,2,3],f32>
  ts.overlap_check %u, %a in %a : !ts.tensor<[1,2,3],f32>, !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32>
  %one = ts.select %r {dim = 0, index = 0} : !ts.tensor<[2,2],f32> -> !ts.tensor<[2],f32>
  %x = ts.select %one {dim = 0, index = 0} : !ts.tensor<[2],f32> -> !ts.tensor<[],f32>
  ts.overlap_check %a, %x in %a any {ts.one_value_fills} : !ts.tensor<[2,3],f32>, !ts.tensor<[],f32>, !ts.tensor<[2,3],f32>
  return
}

// -----

// a += a[i] with `i` known only at run time (an index select of one
// index, then a squeeze): every row partially overlaps `a`, so it raises
// whatever `i` is; a[i] += a[j] is the same row or apart, so it is left
// to compute.
// CHECK-LABEL: func.func @run_time_row
// CHECK: ts.raise "RuntimeError: unsupported operation
// CHECK-NOT: ts.raise
// CHECK-NOT: ts.overlap_check
// CHECK: return
func.func @run_time_row(%a: !ts.tensor<[5,2],f32>, %i: !ts.tensor<[1],i64>, %j: !ts.tensor<[1],i64>) {
  %s = ts.index_select %a, %i {dim = 0 : i64, run_time_select} : !ts.tensor<[5,2],f32>, !ts.tensor<[1],i64> -> !ts.tensor<[1,2],f32>
  %r = ts.squeeze %s {dim = 0 : i64} : !ts.tensor<[1,2],f32> -> !ts.tensor<[2],f32>
  ts.overlap_check %a, %r in %a : !ts.tensor<[5,2],f32>, !ts.tensor<[2],f32>, !ts.tensor<[5,2],f32>
  %t = ts.index_select %a, %j {dim = 0 : i64, run_time_select} : !ts.tensor<[5,2],f32>, !ts.tensor<[1],i64> -> !ts.tensor<[1,2],f32>
  %q = ts.squeeze %t {dim = 0 : i64} : !ts.tensor<[1,2],f32> -> !ts.tensor<[2],f32>
  ts.overlap_check %r, %q in %a : !ts.tensor<[2],f32>, !ts.tensor<[2],f32>, !ts.tensor<[5,2],f32>
  return
}
