// RUN: ts-opt %s --pass-pipeline='builtin.module(func.func(ts-fuse-elementwise))' --split-input-file | FileCheck %s
// Elementwise producers fuse into their consumers as upstream's
// linalg-fuse-elementwise-ops does, except into a reduction that reads
// them through a projection (each element would be recomputed per value
// of the dropped loops: a matmul would recompute its operand per column).

#id = affine_map<(i, j) -> (i, j)>
#lhs = affine_map<(m, k, n) -> (m, k)>
#rhs = affine_map<(m, k, n) -> (k, n)>
#out = affine_map<(m, k, n) -> (m, n)>
// CHECK-LABEL: func.func @relu_then_matmul
// The relu stays its own op; the matmul's body stays multiply-add.
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: arith.maximumf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction", "parallel"]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
func.func @relu_then_matmul(%h: tensor<4x8xf32>, %w: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%r, %w : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
// A reduction reading each element once (a row sum of exp) and an
// elementwise chain still fuse into one op each.
// CHECK-LABEL: func.func @exp_then_sum
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: math.exp
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
func.func @exp_then_sum(%x: tensor<4x8xf32>, %acc: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %o, %a : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A producer that reads its init stays apart from a consumer that
// broadcasts it: fused, the init would become an output of the fused op
// indexed through the broadcast, and `acc + s` would accumulate once per
// element of the consumer.
#scalar = affine_map<() -> ()>
#bcast = affine_map<(d0) -> ()>
#vec = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @init_reader_into_broadcast
// CHECK: linalg.generic {{.*}}iterator_types = []
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK-SAME: outs(%{{.*}} : tensor<3xf32>)
func.func @init_reader_into_broadcast(%s: tensor<f32>, %z: tensor<3xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%s : tensor<f32>) outs(%acc : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.addf %a, %o : f32
    linalg.yield %x : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<3xf32>
  %y = linalg.generic {indexing_maps = [#vec, #bcast, #vec], iterator_types = ["parallel"]} ins(%z, %r : tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.addf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<3xf32>
  return %y : tensor<3xf32>
}

// -----

// Through an identity map the same producer still fuses: each element of
// its init is read and written once.
#vec = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @init_reader_into_elementwise
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK-NOT: linalg.generic
func.func @init_reader_into_elementwise(%s: tensor<3xf32>, %z: tensor<3xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%s : tensor<3xf32>) outs(%acc : tensor<3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.addf %a, %o : f32
    linalg.yield %x : f32
  } -> tensor<3xf32>
  %y = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%z, %r : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.addf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<3xf32>
  return %y : tensor<3xf32>
}
