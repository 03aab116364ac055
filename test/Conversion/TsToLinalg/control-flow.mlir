// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(convert-ts-to-linalg,canonicalize)' | FileCheck %s
// Tensors crossing scf.if/scf.while boundaries become builtin tensors;
// ts.raise becomes a call of the runtime's ts_rt_raise, ts.warn one of
// ts_rt_warn.

// CHECK-LABEL: func.func @branch
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: tensor<3xf32>) -> tensor<3xf32>
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (tensor<3xf32>) {
// CHECK: linalg.generic
// CHECK: scf.yield %{{.*}} : tensor<3xf32>
// CHECK: } else {
// CHECK: scf.yield %[[A]] : tensor<3xf32>
// CHECK: return %[[R]] : tensor<3xf32>
// CHECK-NOT: ts.
func.func @branch(%c: i1, %a: !ts.tensor<[3],f32>) -> !ts.tensor<[3],f32> {
  %0 = scf.if %c -> (!ts.tensor<[3],f32>) {
    %r = ts.relu %a : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
    scf.yield %r : !ts.tensor<[3],f32>
  } else {
    scf.yield %a : !ts.tensor<[3],f32>
  }
  return %0 : !ts.tensor<[3],f32>
}

// -----

// Every tensor position of an scf.while (entry operands, both regions'
// arguments, forwarded and yielded values, results) becomes builtin.
// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[N:.*]]: i64) -> tensor<3xf32>
// CHECK: %[[R:.*]]:2 = scf.while (%[[X:.*]] = %[[A]], %[[I:.*]] = %{{.*}}) : (tensor<3xf32>, i64) -> (tensor<3xf32>, i64) {
// CHECK: scf.condition(%{{.*}}) %[[X]], %[[I]] : tensor<3xf32>, i64
// CHECK: } do {
// CHECK: ^bb0(%[[X2:.*]]: tensor<3xf32>, %{{.*}}: i64):
// CHECK: linalg.generic {{.*}} ins(%[[X2]] : tensor<3xf32>)
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<3xf32>, i64
// CHECK: return %[[R]]#0 : tensor<3xf32>
// CHECK-NOT: ts.
func.func @loop(%a: !ts.tensor<[3],f32>, %n: i64) -> !ts.tensor<[3],f32> {
  %zero = ts.constant 0 : i64
  %r:2 = scf.while (%x = %a, %i = %zero) : (!ts.tensor<[3],f32>, i64) -> (!ts.tensor<[3],f32>, i64) {
    %go = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%go) %x, %i : !ts.tensor<[3],f32>, i64
  } do {
  ^bb0(%x: !ts.tensor<[3],f32>, %i: i64):
    %one = ts.constant 1 : i64
    %next = ts.add %i, %one : i64, i64 -> i64
    %y = ts.relu %x : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
    scf.yield %y, %next : !ts.tensor<[3],f32>, i64
  }
  return %r#0 : !ts.tensor<[3],f32>
}

// -----

// A condition that forwards fewer values than the loop carries.
// CHECK-LABEL: func.func @fewer_forwarded
// CHECK: scf.while ({{.*}}) : (tensor<3xf32>, i1) -> tensor<3xf32> {
// CHECK: ^bb0(%[[X:.*]]: tensor<3xf32>):
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<3xf32>)
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<3xf32>, i1
func.func @fewer_forwarded(%a: !ts.tensor<[3],f32>, %go: i1, %again: i1) -> !ts.tensor<[3],f32> {
  %r = scf.while (%x = %a, %more = %go) : (!ts.tensor<[3],f32>, i1) -> !ts.tensor<[3],f32> {
    scf.condition(%more) %x : !ts.tensor<[3],f32>
  } do {
  ^bb0(%x: !ts.tensor<[3],f32>):
    %y = ts.relu %x : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
    scf.yield %y, %again : !ts.tensor<[3],f32>, i1
  }
  return %r : !ts.tensor<[3],f32>
}

// -----

// The message gets the op's location and becomes a constant string; the
// runtime function is declared once.
// CHECK-LABEL: func.func @raise
// CHECK: %[[P:.*]] = llvm.mlir.addressof @[[G:__ts_str_[0-9a-f_]+]] : !llvm.ptr
// CHECK: {{(func.)?}}call @ts_rt_raise(%[[P]]) : (!llvm.ptr) -> ()
// CHECK-DAG: func.func private @ts_rt_raise(!llvm.ptr)
// CHECK-DAG: llvm.mlir.global internal constant @[[G]]("prog.py:7:3: error: ValueError: bad\00")
func.func @raise(%c: i1) {
  scf.if %c {
    ts.raise "ValueError: bad" loc("prog.py":7:3)
  }
  return
}

// -----

// A message known only at run time: its bytes follow the located prefix.
// CHECK-LABEL: func.func @raise_detail
// CHECK: %[[P:.*]] = llvm.mlir.addressof @[[G:__ts_str_[0-9a-f_]+]] : !llvm.ptr
// CHECK: %[[D:.*]] = {{(func.)?}}call @ts_rt_str_data
// CHECK: %[[N:.*]] = {{(func.)?}}call @ts_rt_str_bytes
// CHECK: {{(func.)?}}call @ts_rt_raise_concat(%[[P]], %[[D]], %[[N]])
// CHECK-DAG: llvm.mlir.global internal constant @[[G]]("prog.py:9:5: error: ValueError: \00")
func.func @raise_detail(%c: i1, %text: !ts.str) {
  scf.if %c {
    ts.raise "ValueError: " %text loc("prog.py":9:5)
  }
  return
}

// -----

// A warning: the located prefix and the message's bytes; the call goes on.
// CHECK-LABEL: func.func @warn
// CHECK: %[[P:.*]] = llvm.mlir.addressof @[[G:__ts_str_[0-9a-f_]+]] : !llvm.ptr
// CHECK: %[[D:.*]] = {{(func.)?}}call @ts_rt_str_data
// CHECK: %[[N:.*]] = {{(func.)?}}call @ts_rt_str_bytes
// CHECK: {{(func.)?}}call @ts_rt_warn(%[[P]], %[[D]], %[[N]])
// CHECK-NEXT: return
// CHECK-DAG: llvm.mlir.global internal constant @[[G]]("prog.py:4:9: warning: UserWarning: \00")
func.func @warn(%text: !ts.str) {
  ts.warn %text loc("prog.py":4:9)
  return
}

// -----

// Python scalar conversions, and .item() of a one-element tensor. A float
// outside the int's range (inf, nan) gives the int's minimum, as x86's
// conversion does (fptosi alone would be poison).
// CHECK-LABEL: func.func @scalars
// CHECK: %[[LOW:.*]] = arith.cmpf oge
// CHECK: %[[HIGH:.*]] = arith.cmpf olt
// CHECK: %[[IN:.*]] = arith.andi %[[LOW]], %[[HIGH]]
// CHECK: %[[T:.*]] = arith.fptosi %{{.*}} : f64 to i64
// CHECK: arith.select %[[IN]], %[[T]], %{{.*}} : i64
// CHECK: arith.cmpf une
// CHECK: %[[E:.*]] = tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<1x1xf32>
// CHECK: arith.extf %[[E]] : f32 to f64
func.func @scalars(%f: f64, %t: !ts.tensor<[1,1],f32>) -> (i64, i1, f64) {
  %i = ts.scalar_cast %f : f64 -> i64
  %b = ts.scalar_cast %f : f64 -> i1
  %x = ts.item %t : !ts.tensor<[1,1],f32> -> f64
  return %i, %b, %x : i64, i1, f64
}

// -----

// .item() of a tensor with several elements raises when reached.
// CHECK-LABEL: func.func @item_of_many
// CHECK: call @ts_rt_raise
// CHECK: llvm.mlir.global internal constant @{{.*}}("t.py:2:5: error: RuntimeError: a Tensor with 6 elements cannot be converted to Scalar\00")
func.func @item_of_many(%t: !ts.tensor<[2,3],f32>) -> f64 {
  %x = ts.item %t : !ts.tensor<[2,3],f32> -> f64 loc("t.py":2:5)
  return %x : f64
}
