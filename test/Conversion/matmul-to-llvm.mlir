// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-to-llvm-pipeline)' --split-input-file | FileCheck %s
// A float matmul reaches LLVM as vector code: a 6 x 16 register tile
// updated by broadcast FMAs on 16-wide vectors, one 16-wide row of the
// right operand per k.

// CHECK-LABEL: llvm.func @full_tiles(
// CHECK-NOT: llvm.intr.masked.load
// CHECK: llvm.intr.fmuladd({{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// CHECK-NOT: llvm.intr.masked.load
// CHECK: llvm.return
func.func @full_tiles(%a: !ts.tensor<[12,64],f32>, %b: !ts.tensor<[64,32],f32>) -> !ts.tensor<[12,32],f32> attributes {llvm.emit_c_interface} {
  %0 = ts.matmul %a, %b : !ts.tensor<[12,64],f32>, !ts.tensor<[64,32],f32> -> !ts.tensor<[12,32],f32>
  return %0 : !ts.tensor<[12,32],f32>
}

// -----

// Sizes that leave partial tiles: those read and write through masks.
// CHECK-LABEL: llvm.func @partial_tiles(
// CHECK: llvm.intr.fmuladd({{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// CHECK: llvm.intr.masked.load
// CHECK: llvm.intr.masked.store
func.func @partial_tiles(%a: !ts.tensor<[13,70],f32>, %b: !ts.tensor<[70,29],f32>) -> !ts.tensor<[13,29],f32> attributes {llvm.emit_c_interface} {
  %0 = ts.matmul %a, %b : !ts.tensor<[13,70],f32>, !ts.tensor<[70,29],f32> -> !ts.tensor<[13,29],f32>
  return %0 : !ts.tensor<[13,29],f32>
}

// -----

// Both operands contiguous along k (`x @ w.t()`): 8-lane partial sums
// (multiply-adds LLVM may contract into FMAs, of rows of both operands),
// summed across lanes once per tile.
// CHECK-LABEL: llvm.func @linear(
// CHECK: llvm.fmul {{.*}}fastmath<contract, reassoc>{{.*}} : vector<8xf32>
// CHECK: llvm.fadd {{.*}}fastmath<contract, reassoc>{{.*}} : vector<8xf32>
// CHECK: llvm.return
func.func @linear(%x: !ts.tensor<[8,64],f32>, %w: !ts.tensor<[32,64],f32>) -> !ts.tensor<[8,32],f32> attributes {llvm.emit_c_interface} {
  %t = ts.transpose %w, 0, -1 : !ts.tensor<[32,64],f32> -> !ts.tensor<[64,32],f32>
  %0 = ts.matmul %x, %t : !ts.tensor<[8,64],f32>, !ts.tensor<[64,32],f32> -> !ts.tensor<[8,32],f32>
  return %0 : !ts.tensor<[8,32],f32>
}
