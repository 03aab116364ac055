// ts-opt's options: stdin, -o, --split-input-file output, IR printing,
// pass timing.

// RUN: cat %s | ts-opt - | FileCheck %s --check-prefix=STDIN
// STDIN: func.func @first

// RUN: ts-opt %s -o %t.out.mlir && FileCheck %s --check-prefix=OUT < %t.out.mlir
// OUT: func.func @second

// RUN: ts-opt %s --split-input-file | FileCheck %s --check-prefix=SPLIT
// SPLIT: func.func @first
// SPLIT: // -----
// SPLIT: func.func @second

// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize,cse)' --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: IR Dump After Canonicalizer
// DUMP: IR Dump After CSE

// --mlir-timing: MLIR's report of the passes' times, on stderr.
// RUN: ts-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize,cse)' --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
// TIMING: Execution time report
// TIMING: Canonicalizer
// TIMING: CSE

// RUN: ts-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// LOC: loc("{{.*}}options.mlir":[[@LINE+1]]:1)
func.func @first(%a: !ts.tensor) -> !ts.tensor {
  return %a : !ts.tensor
}

// -----

func.func @second(%a: i64) -> i64 {
  return %a : i64
}
