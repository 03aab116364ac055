// RUN: ts-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(convert-ts-to-linalg)'
// What the lowering cannot do is a located error, not a crash.

func.func @not_static(%a: !ts.tensor<[?,4],f32>) {
  // expected-error@+1 {{failed to lower 'ts.unfold': result must be a static ts tensor}}
  %0 = ts.unfold %a {dim = 1, size = 2, step = 1} : !ts.tensor<[?,4],f32> -> !ts.tensor<[?,3,2],f32>
  return
}

// -----

func.func private @takes_none(%a: !ts.none)
func.func @none_passed_on() {
  // expected-error@+1 {{only unused None values can be lowered}}
  %0 = ts.none
  call @takes_none(%0) : (!ts.none) -> ()
  return
}

// -----

// ATen averages int64 but no other integer dtype.
func.func @avg_pool_int32(%x: !ts.tensor<[1,1,4,4],i32>) {
  // expected-error@+1 {{failed to lower 'ts.avg_pool': "avg_pool2d" not implemented for 'Int'}}
  %0 = ts.avg_pool %x {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>} : !ts.tensor<[1,1,4,4],i32> -> !ts.tensor<[1,1,2,2],i32>
  return
}
