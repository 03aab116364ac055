// RUN: ts-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(ts-verify-backend-contract)'
// The backend contract: static shapes and dtypes everywhere.

// expected-error@+1 {{backend contract: argument #0 has type !ts.tensor, which is not static}}
func.func @unknown_argument(%a: !ts.tensor) {
  return
}

// -----

// expected-error@+1 {{argument #0 has type !ts.tensor<[?],f32>}}
func.func @dynamic_result(%a: !ts.tensor<[?],f32>) {
  // expected-error@+1 {{backend contract: result #0 of 'ts.relu' has type !ts.tensor<[?],f32>; its dtype and shape must be known}}
  %0 = ts.relu %a : !ts.tensor<[?],f32> -> !ts.tensor<[?],f32>
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
