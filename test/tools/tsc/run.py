# `tsc run` compiles for the host, runs in the JIT and prints the result in
# the conformance JSON encoding; timing goes to stderr.
# RUN: tsc run %inputs/affine.py --args %inputs/affine-args.json | FileCheck %s
# CHECK: {"tensor":{"dtype":"float32","shape":[2,3],"data":[3.0,0.0,5.0,0.0,12.0,0.0]}}

# Broadcasting, example inputs as a bare list, --entry, --result, --repeat.
# RUN: tsc run %inputs/affine.py --entry f --args %inputs/affine-broadcast-args.json --result %t.json --repeat 3 2>&1 | FileCheck %s --check-prefix=TIME
# TIME: tsc: compiled in {{[0-9.]+}} ms; {{[0-9.]+}} {{µs|ms}} per call (3 calls)
# RUN: FileCheck %s --check-prefix=RESULT < %t.json

# --timing reports each step of the compilation, slowest first, with the
# share of the whole not broken down (a step missing from the report).
# RUN: tsc run %inputs/affine.py --args %inputs/affine-args.json --timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
# TIMING: tsc timing report
# TIMING-NEXT: Total wall time: {{[0-9.]+}} ms
# TIMING-DAG: import
# TIMING-DAG: convert-ts-to-linalg
# TIMING-DAG: reproducer snapshots
# TIMING-DAG: LLVM: translation, O3, machine code (JIT)
# TIMING-DAG: (not broken down)
# RUN: tsc compile %inputs/affine.py --args %inputs/affine-args.json --emit asm --timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING-ASM
# TIMING-ASM: tsc timing report
# TIMING-ASM: LLVM: translation, O3, machine code
# RESULT: {"tensor":{"dtype":"float32","shape":[4,5],"data":[3.0,3.0,

# --expected compares by the conformance rules; a mismatch exits 1.
# RUN: tsc run %inputs/affine.py --args %inputs/affine-args.json --expected %inputs/affine-expected.json 2>&1 >/dev/null | FileCheck %s --check-prefix=MATCH
# MATCH: tsc: result matches {{.*}}affine-expected.json
# RUN: not tsc run %inputs/affine.py --args %inputs/affine-args.json --expected %inputs/affine-wrong.json 2>&1 >/dev/null | FileCheck %s --check-prefix=WRONG
# WRONG: tsc: error: result differs from {{.*}}affine-wrong.json: result: element 4 differs: expected 12.5, got 12
