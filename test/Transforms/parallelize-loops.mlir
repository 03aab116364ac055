// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-parallelize-loops)' --split-input-file | FileCheck %s
// A linalg.generic with at least 2^20 iterations is tiled along its
// parallel loops (outermost first) into about 16 tiles, as one
// scf.forall; summed loops are never split; smaller ops are left alone;
// no tag remains.
// CHECK-NOT: ts.parallelize

#id = affine_map<(i, j) -> (i, j)>
// CHECK-LABEL: func.func @elementwise
// CHECK: scf.forall (%{{.*}}) in (16) shared_outs
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<128x1024xf32>)
// CHECK: math.exp
// CHECK: tensor.parallel_insert_slice
func.func @elementwise(%x: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
  %e = tensor.empty() : tensor<2048x1024xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2048x1024xf32>) outs(%e : tensor<2048x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<2048x1024xf32>
  return %0 : tensor<2048x1024xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
// CHECK-LABEL: func.func @column_sum_and_small
// The column sum is split along its columns, each tile summing every row.
// CHECK: scf.forall (%{{.*}}) in (16)
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}} ins(%{{.*}} : tensor<4096x64xf32>)
// CHECK: tensor.parallel_insert_slice
// The small one is untouched.
// CHECK-NOT: scf.forall
// CHECK: return
func.func @column_sum_and_small(%y: tensor<4096x1024xf32>, %acc: tensor<1024xf32>, %x: tensor<64x64xf32>, %a: tensor<64x64xf32>) -> (tensor<1024xf32>, tensor<64x64xf32>) {
  %1 = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%y : tensor<4096x1024xf32>) outs(%acc : tensor<1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.addf %o, %v : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.negf %v : f32
    linalg.yield %n : f32
  } -> tensor<64x64xf32>
  return %1, %0 : tensor<1024xf32>, tensor<64x64xf32>
}
