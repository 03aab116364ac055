# Malformed or mismatching example inputs: a clear error, exit status 1.
# RUN: not tsc run %inputs/affine.py --args %inputs/affine-bad-shapes.json 2>&1 | FileCheck %s --check-prefix=SHAPES
# SHAPES: affine.py:5:23: error: shapes [2, 3] and [4] cannot be broadcast together (3 vs 4)
# SHAPES-NEXT: {{^}}    return torch.relu(a * b + 2.0)
# SHAPES: affine.py: note: pass `ts-refine-shapes` failed; its input is saved at [[REPRO:.*\.mlir]]
# SHAPES-NEXT: reproduce with: ts-opt {{.*}}.mlir --pass-pipeline='builtin.module(ts-refine-shapes)'

# The reproducer replays the failure on its own.
# RUN: not tsc run %inputs/affine.py --args %inputs/affine-bad-shapes.json --reproducer-dir %t.repro 2>/dev/null
# RUN: not ts-opt %t.repro/03-ts-refine-shapes.mlir --pass-pipeline='builtin.module(ts-refine-shapes)' 2>&1 | FileCheck %s --check-prefix=REPLAY
# REPLAY: affine.py:5:23: error: shapes [2, 3] and [4] cannot be broadcast together

# RUN: not tsc run %inputs/affine.py --args %inputs/affine-bad-kind.json 2>&1 | FileCheck %s --check-prefix=KIND
# KIND: affine.py: error: argument 1 of `f` is declared as Tensor, but the example input is int

# RUN: not tsc run %inputs/affine.py --args %inputs/affine-one-arg.json 2>&1 | FileCheck %s --check-prefix=COUNT
# COUNT: error: `f` takes 2 arguments, but 1 example inputs were given

# RUN: not tsc run %inputs/affine.py --args %inputs/affine-bad-data.json 2>&1 | FileCheck %s --check-prefix=DATA
# DATA: affine-bad-data.json: error: args[0].tensor: shape [2, 3] needs 6 elements, data has 5

# RUN: not tsc run %inputs/affine.py --args %inputs/affine-bad-dtype.json 2>&1 | FileCheck %s --check-prefix=DTYPE
# DTYPE: affine-bad-dtype.json: error: args[0].tensor: unsupported dtype `float16`

# RUN: not tsc run %inputs/affine.py --args %inputs/affine-missing-entry.json 2>&1 | FileCheck %s --check-prefix=ENTRY
# ENTRY: affine.py: error: entry function `g` is not defined

# RUN: not tsc run %inputs/affine.py --args %inputs/not-json.json 2>&1 | FileCheck %s --check-prefix=JSON
# JSON: not-json.json:1:30: error: invalid JSON

# RUN: not tsc run %inputs/affine.py 2>&1 | FileCheck %s --check-prefix=NOARGS
# NOARGS: tsc: error: `tsc run` needs --args FILE with the inputs

# RUN: not tsc compile %t.missing.py --entry f 2>&1 | FileCheck %s --check-prefix=NOFILE
# NOFILE: tsc: error: cannot read {{.*}}missing.py

# Without example inputs the backend contract names what is missing.
# RUN: not tsc compile %inputs/affine.py --entry f --emit=linalg 2>&1 | FileCheck %s --check-prefix=CONTRACT
# CONTRACT: affine.py:4:5: error: backend contract: argument #0 has type !ts.tensor, which is not static (give example inputs to specialize)

# Misuse caught by op verifiers at import is an ordinary located error.
# RUN: printf 'import torch\ndef f(x):\n    return x.view(-1, -1)\n' > %t.view.py
# RUN: not tsc compile %t.view.py --entry f 2>&1 | FileCheck %s --check-prefix=VIEW
# VIEW: view.py:3:12: error: 'ts.reshape' op only one dimension can be inferred (-1)
# VIEW-NOT: internal error
