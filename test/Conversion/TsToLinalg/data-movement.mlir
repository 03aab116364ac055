// RUN: ts-opt %s --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// transpose is a permuting copy; casts between equal static types vanish.

// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[M:.*]] = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-LABEL: func.func @transpose
// CHECK: linalg.generic {indexing_maps = [#[[T]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}} : tensor<12x16xf32>) outs(%{{.*}} : tensor<16x12xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
func.func @transpose(%w: !ts.tensor<[12,16],f32>) -> !ts.tensor<[16,12],f32> {
  %0 = ts.transpose %w, 0, -1 : !ts.tensor<[12,16],f32> -> !ts.tensor<[16,12],f32>
  return %0 : !ts.tensor<[16,12],f32>
}

// CHECK-LABEL: func.func @identity_cast
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %[[A]]
func.func @identity_cast(%a: !ts.tensor<[3],f32>) -> !ts.tensor<[3],f32> {
  %0 = ts.tensor_static_info_cast %a : !ts.tensor<[3],f32> to !ts.tensor<[3],f32>
  return %0 : !ts.tensor<[3],f32>
}

// CHECK-LABEL: func.func @movedim
// CHECK: linalg.generic {indexing_maps = [#[[M]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<3x4x2xf32>)
func.func @movedim(%x: !ts.tensor<[2,3,4],f32>) -> !ts.tensor<[3,4,2],f32> {
  %0 = ts.movedim %x {source = array<i64: 0>, destination = array<i64: -1>} : !ts.tensor<[2,3,4],f32> -> !ts.tensor<[3,4,2],f32>
  return %0 : !ts.tensor<[3,4,2],f32>
}
