// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// Reductions: the accumulator holds the kept dims; keepdim reshapes it.

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ACC:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @sum_keepdim
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[ACC]]], iterator_types = ["parallel", "reduction"]}
// CHECK: arith.addi
// CHECK: tensor.reshape {{.*}} -> tensor<3x1xi64>
func.func @sum_keepdim(%a: !ts.tensor<[3,4],i64>) -> !ts.tensor<[3,1],i64> {
  %0 = ts.sum %a {dims = array<i64: -1>, keepdim = true} : !ts.tensor<[3,4],i64> -> !ts.tensor<[3,1],i64>
  return %0 : !ts.tensor<[3,1],i64>
}

// -----

// A reduction of a 0-d tensor reduces no dim: each result is its element,
// not read through the accumulator (elementwise fusion into a consumer
// that broadcasts it would otherwise accumulate across that loop).
// The copy then folds away.
// CHECK-LABEL: func.func @prod_of_0d
// CHECK-NEXT: return %arg0 : tensor<f32>
func.func @prod_of_0d(%a: !ts.tensor<[],f32>) -> !ts.tensor<[],f32> {
  %0 = ts.prod %a : !ts.tensor<[],f32> -> !ts.tensor<[],f32>
  return %0 : !ts.tensor<[],f32>
}

// -----

// mean = sum scaled by 1/N.
// CHECK-LABEL: func.func @mean
// CHECK: %[[N:.*]] = arith.constant 3.000000e+00 : f32
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]
// CHECK: arith.divf %{{.*}}, %[[N]] : f32
func.func @mean(%a: !ts.tensor<[3,4],f32>) -> !ts.tensor<[4],f32> {
  %0 = ts.mean %a {dims = array<i64: 0>} : !ts.tensor<[3,4],f32> -> !ts.tensor<[4],f32>
  return %0 : !ts.tensor<[4],f32>
}

// -----

// max along a dim keeps values and the first index (linalg.index).
// CHECK-LABEL: func.func @max_dim
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3xi64>)
// CHECK: linalg.index 1 : index
// CHECK: arith.select
func.func @max_dim(%a: !ts.tensor<[3,4],f32>) -> (!ts.tensor<[3],f32>, !ts.tensor<[3],i64>) {
  %v, %i = ts.max_dim %a {dim = 1} : !ts.tensor<[3,4],f32> -> !ts.tensor<[3],f32>, !ts.tensor<[3],i64>
  return %v, %i : !ts.tensor<[3],f32>, !ts.tensor<[3],i64>
}

// -----

// softmax subtracts the row maximum before exponentiating.
// CHECK-LABEL: func.func @softmax
// CHECK: arith.maximumf
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: arith.divf
func.func @softmax(%a: !ts.tensor<[2,5],f32>) -> !ts.tensor<[2,5],f32> {
  %0 = ts.softmax %a, -1 : !ts.tensor<[2,5],f32> -> !ts.tensor<[2,5],f32>
  return %0 : !ts.tensor<[2,5],f32>
}

// -----

// sort by rank: a reduction over a second copy of the dim counts what goes
// before each element (NaN last: `uno` checks), then each output position
// picks the element of its rank; topk keeps the first k positions.
// CHECK-DAG: #[[OUTER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[INNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @topk
// CHECK: linalg.generic {indexing_maps = [#[[OUTER]], #[[INNER]], #[[OUTER]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: arith.cmpf uno
// CHECK: arith.cmpf ogt
// CHECK: arith.addi
// CHECK: linalg.generic {indexing_maps = [#[[INNER]], #[[INNER]], #[[OUTER]], #[[OUTER]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<3x2xf32>, tensor<3x2xi64>)
// CHECK: arith.select
func.func @topk(%a: !ts.tensor<[3,4],f32>) -> (!ts.tensor<[3,2],f32>, !ts.tensor<[3,2],i64>) {
  %v, %i = ts.sort %a {dim = 1, descending = true, k = 2} : !ts.tensor<[3,4],f32> -> !ts.tensor<[3,2],f32>, !ts.tensor<[3,2],i64>
  return %v, %i : !ts.tensor<[3,2],f32>, !ts.tensor<[3,2],i64>
}
