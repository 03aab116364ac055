// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-vectorize-contractions,canonicalize)' --split-input-file | FileCheck %s
// Float contractions are tiled for caches and registers and vectorized by a
// transform-dialect schedule; the tags the schedule matches do not remain.
// CHECK-NOT: ts.vectorize_contraction
// CHECK-NOT: ts.register_loop

// Sizes that are multiples of the register tile (6 x 16 x 16): loops over
// m, n and k with no partial tile, the 6 x 16 accumulator read before the
// k loop, carried in registers through it and written after it.
// CHECK-LABEL: func.func @static
// CHECK: scf.for %[[M:.*]] = %c0 to %c12 step %c6
// CHECK: scf.for %[[N:.*]] = %c0 to %c32 step %c16
// CHECK: %[[ACC:.*]] = vector.transfer_read {{.*}}[%[[M]], %[[N]]]{{.*}} vector<6x16xf32>
// CHECK: scf.for {{.*}} = %c0 to %c64 step %c16 iter_args(%[[CARRIED:.*]] = %[[ACC]]) -> (vector<6x16xf32>)
// CHECK-NOT: vector.mask
// CHECK: vector.contract {{.*}} %[[CARRIED]] : vector<6x16xf32>, vector<16x16xf32> into vector<6x16xf32>
// CHECK: vector.transfer_write
// CHECK-NOT: linalg.generic
// CHECK: return
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
func.func @static(%a: tensor<12x64xf32>, %b: tensor<64x32xf32>, %c: tensor<12x32xf32>) -> tensor<12x32xf32> {
  %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<12x64xf32>, tensor<64x32xf32>) outs(%c : tensor<12x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<12x32xf32>
  return %0 : tensor<12x32xf32>
}

// -----

// Sizes known only at run time: tiled for caches (64^3) and registers;
// each register loop is peeled into full tiles (unmasked) and a partial
// one (masked).
// CHECK-LABEL: func.func @dynamic
// CHECK: scf.for {{.*}} step %c64
// CHECK: scf.for {{.*}} step %c64
// CHECK: scf.for {{.*}} step %c64
// CHECK: scf.for {{.*}} step %c6
// CHECK: scf.for {{.*}} step %c16
// CHECK: scf.for {{.*}} = %c0 to %{{.*}} step %c16 {{.*}} -> (vector<6x16xf32>)
// CHECK-NOT: vector.mask
// CHECK: vector.contract
// CHECK: scf.for {{.*}} -> (vector<6x16xf32>)
// CHECK: vector.mask %{{.*}} { vector.contract
// CHECK-NOT: linalg.generic
// CHECK: return
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
func.func @dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Integer matmuls keep their loops (LLVM vectorizes them).
// CHECK-LABEL: func.func @integer
// CHECK-NOT: vector.
// CHECK: linalg.generic
// CHECK-NOT: vector.
// CHECK: return
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
func.func @integer(%a: tensor<12x64xi64>, %b: tensor<64x32xi64>, %c: tensor<12x32xi64>) -> tensor<12x32xi64> {
  %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<12x64xi64>, tensor<64x32xi64>) outs(%c : tensor<12x32xi64>) {
  ^bb0(%x: i64, %y: i64, %acc: i64):
    %p = arith.muli %x, %y : i64
    %s = arith.addi %acc, %p : i64
    linalg.yield %s : i64
  } -> tensor<12x32xi64>
  return %0 : tensor<12x32xi64>
}

// -----

// Both operands contiguous along k (a right operand read transposed, as
// `x @ w.t()`): the dot kernel. A batch dim (of run-time size) is tiled by
// 1, m by 4 and n by 2; k's sum is split into 8 lanes carried through the
// k loop and summed across lanes after it. n = 9 leaves a partial tile:
// peeled, masked.
// CHECK-LABEL: func.func @batch_transposed
// CHECK: scf.for {{.*}} = %c0 to %{{.*}} step %c1
// CHECK: scf.for {{.*}} = %c0 to %c8 step %c2
// CHECK: scf.for {{.*}} = %c0 to %c40 step %c8 iter_args({{.*}}) -> (vector<1x4x2x8xf32>)
// CHECK: arith.mulf {{.*}} : vector<1x4x2x8xf32>
// CHECK: arith.addf {{.*}} : vector<1x4x2x8xf32>
// CHECK: vector.multi_reduction <add>, {{.*}} [3] : vector<1x4x2x8xf32> to vector<1x4x2xf32>
// CHECK: vector.mask
// CHECK-NOT: linalg.generic
// CHECK: return
#blhs = affine_map<(b, m, n, k) -> (b, m, k)>
#brhs = affine_map<(b, m, n, k) -> (b, n, k)>
#bout = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_transposed(%a: tensor<?x7x40xf32>, %b: tensor<?x9x40xf32>, %c: tensor<?x7x9xf32>) -> tensor<?x7x9xf32> {
  %0 = linalg.generic {indexing_maps = [#blhs, #brhs, #bout], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<?x7x40xf32>, tensor<?x9x40xf32>) outs(%c : tensor<?x7x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y fastmath<reassoc,contract> : f32
    %s = arith.addf %acc, %p fastmath<reassoc,contract> : f32
    linalg.yield %s : f32
  } -> tensor<?x7x9xf32>
  return %0 : tensor<?x7x9xf32>
}

// -----

// The dot kernel with k between the parallel dims (einsum "bcl,bdl->bcd"):
// the op is first interchanged so k is last, as its lane sums are.
// CHECK-LABEL: func.func @dot_k_in_middle
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (vector<1x4x2x8xf32>)
// CHECK: vector.multi_reduction <add>, {{.*}} [3] : vector<1x4x2x8xf32> to vector<1x4x2xf32>
// CHECK-NOT: linalg.generic
// CHECK: return
#elhs = affine_map<(b, c, l, d) -> (b, c, l)>
#erhs = affine_map<(b, c, l, d) -> (b, d, l)>
#eout = affine_map<(b, c, l, d) -> (b, c, d)>
func.func @dot_k_in_middle(%x: tensor<2x4x?xf32>, %acc: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %0 = linalg.generic {indexing_maps = [#elhs, #erhs, #eout], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%x, %x : tensor<2x4x?xf32>, tensor<2x4x?xf32>) outs(%acc : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %p = arith.mulf %a, %b : f32
    %t = arith.addf %s, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// -----

// A convolution as a matmul (weights [G, OC, K] times patches [N, G, K, P]):
// the image dim is read by the patches only, a batch dim all the same
// (tiled by 1); oc is m, p is n.
// CHECK-LABEL: func.func @convolution_patches
// CHECK: scf.for {{.*}} = %c0 to %c2 step %c1
// CHECK: vector.contract {{.*}} into vector<1x1x6x16xf32>
// CHECK-NOT: linalg.generic
// CHECK: return
#cw = affine_map<(n, g, oc, k, p) -> (g, oc, k)>
#cp = affine_map<(n, g, oc, k, p) -> (n, g, k, p)>
#co = affine_map<(n, g, oc, k, p) -> (n, g, oc, p)>
func.func @convolution_patches(%w: tensor<1x16x72xf32>, %p: tensor<2x1x72x196xf32>, %acc: tensor<2x1x16x196xf32>) -> tensor<2x1x16x196xf32> {
  %0 = linalg.generic {indexing_maps = [#cw, #cp, #co], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%w, %p : tensor<1x16x72xf32>, tensor<2x1x72x196xf32>) outs(%acc : tensor<2x1x16x196xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %s, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x1x16x196xf32>
  return %0 : tensor<2x1x16x196xf32>
}

// -----

// Enough work (2^24 multiply-adds): the cache tiles of m and n form one
// scf.forall (run on the runtime's threads after bufferization), with k's
// cache loop and the register tiles inside it.
// CHECK-LABEL: func.func @parallel
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, 4) shared_outs
// CHECK: scf.for {{.*}} = %c0 to %c256 step %c64
// CHECK: vector.contract
// CHECK: scf.forall.in_parallel
// CHECK: tensor.parallel_insert_slice
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
func.func @parallel(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%c : tensor<256x256xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}
