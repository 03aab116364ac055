// RUN: ts-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(ts-verify-backend-contract)'
// The backend contract: static shapes and dtypes everywhere.

// expected-error@+1 {{backend contract: argument #0 has type !ts.tensor, which is not static}}
func.func @unknown_argument(%a: !ts.tensor) {
  return
}

// -----

// Sizes known only at run time: elementwise ops take them; ops whose
// lowering needs static shapes say which operand.
func.func @run_time_sizes(%a: !ts.tensor<[4,4],f32>, %n: i64) {
  %0 = ts.slice %a bounds(%n) {dim = 0 : i64, end = -9223372036854775808 : i64, start = 0 : i64} : !ts.tensor<[4,4],f32> -> !ts.tensor<[?,4],f32>
  %1 = ts.relu %0 : !ts.tensor<[?,4],f32> -> !ts.tensor<[?,4],f32>
  // expected-error@+2 {{backend contract: 'ts.unfold' on a tensor (operand #0) of type !ts.tensor<[?,4],f32>, whose sizes are known only at run time, is not supported yet}}
  // expected-error@+1 {{backend contract: result #0 of 'ts.unfold' has type !ts.tensor<[?,3,2],f32>; its dtype and shape must be known (this op needs static shapes}}
  %2 = ts.unfold %1 {dim = 1, size = 2, step = 1} : !ts.tensor<[?,4],f32> -> !ts.tensor<[?,3,2],f32>
  return
}

// -----

// expected-error@+1 {{argument #0 has type !ts.tensor<[?],f32>}}
func.func @dynamic_argument(%a: !ts.tensor<[?],f32>) {
  return
}

// -----

// A satisfied contract passes silently.
func.func @ok(%a: !ts.tensor<[3],f32>) -> !ts.tensor<[3],f32> {
  %0 = ts.relu %a : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
  return %0 : !ts.tensor<[3],f32>
}

// -----

// A loop-carried tensor whose shape changes each iteration is carried with
// sizes known only at run time; one of unknown rank is an error.
func.func @growing(%n: i64, %x: !ts.tensor<[2],f32>) -> !ts.tensor {
  %c0 = ts.constant 0 : i64
  %c1 = ts.constant 1 : i64
  %init = ts.tensor_static_info_cast %x : !ts.tensor<[2],f32> to !ts.tensor<[?],f32>
  %r:2 = scf.while (%i = %c0, %t = %init) : (i64, !ts.tensor<[?],f32>) -> (i64, !ts.tensor<[?],f32>) {
    %c = ts.lt %i, %n : i64, i64 -> i1
    scf.condition(%c) %i, %t : i64, !ts.tensor<[?],f32>
  } do {
  ^bb0(%i: i64, %t: !ts.tensor<[?],f32>):
    %j = ts.add %i, %c1 : i64, i64 -> i64
    %u = ts.cat %t, %t {dim = 0 : i64} : !ts.tensor<[?],f32>, !ts.tensor<[?],f32> -> !ts.tensor<[?],f32>
    scf.yield %j, %u : i64, !ts.tensor<[?],f32>
  }
  // expected-error@+1 {{result #0 of 'ts.tensor_static_info_cast' has type !ts.tensor; its dtype and shape must be known}}
  %out = ts.tensor_static_info_cast %r#1 : !ts.tensor<[?],f32> to !ts.tensor
  return %out : !ts.tensor
}
