// Malformed pipelines, malformed IR and missing files end in a located
// error and exit status 1, never a crash.

// RUN: not ts-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: ts-opt: error: invalid pass pipeline `builtin.module(no-such-pass)`: 'no-such-pass' does not refer to a registered pass or pass pipeline

// RUN: not ts-opt %s --pass-pipeline='canonicalize' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: ts-opt: error: pass pipeline must have the form `builtin.module(...)`, got `canonicalize`

// RUN: not ts-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | FileCheck %s --check-prefix=ANCHOR2
// ANCHOR2: ts-opt: error: pass pipeline must have the form `builtin.module(...)`, got `builtin.module(canonicalize`

// RUN: not ts-opt %s --pass-pipeline='builtin.module(canonicalize{bogus-option=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: ts-opt: error: invalid pass pipeline `builtin.module(canonicalize{bogus-option=1})`: no such option bogus-option; failed to add `canonicalize` with options `bogus-option=1`

// RUN: not ts-opt %inputs/broken.mlir 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: broken.mlir:4:3: error: custom op 'this' is unknown
// PARSE-NEXT: {{^}}  this is not IR
// PARSE-NEXT: {{^}}  ^

// RUN: not ts-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: ts-opt: error: cannot read `{{.*}}does-not-exist.mlir`

// A verifier failure after a pass is reported at the op.
// RUN: not ts-opt %s --pass-pipeline='builtin.module(ts-refine-shapes)' 2>&1 | FileCheck %s --check-prefix=PASS
// PASS: errors.mlir:[[@LINE+3]]:8: error: shapes [4, 5] and [3] cannot be broadcast together
func.func @f(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[3],f32>) -> !ts.tensor {
  %0 = ts.relu %b : !ts.tensor<[3],f32> -> !ts.tensor
  %1 = ts.add %a, %0 : !ts.tensor<[4,5],f32>, !ts.tensor -> !ts.tensor
  return %1 : !ts.tensor
}
