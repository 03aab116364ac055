# Tensor state: buffers a call assigns or changes in place come from the
# weights file on the first call, and each call returns their new values
# for the next (expected values: real torch.jit.script, first and third
# call, from test/Inputs/module-state/make_weights.py).
# RUN: tsc compile %inputs/module-state/model.py --entry RunningMean.forward --emit=ts --weights %inputs/module-state/weights.safetensors | FileCheck %s --check-prefix=IR
# The results: the returned tuple, then `steps`, `mean` and `hits` (in the
# order the method first assigns them).
# IR: func.func @RunningMean.forward(%arg0: !ts.tensor, %arg1: !ts.tensor, %arg2: !ts.tensor, %arg3: i64) -> (!ts.tensor, !ts.tensor, i64, !ts.tensor, !ts.tensor)
# RUN: tsc run %inputs/module-state/model.py --args %inputs/module-state/inputs.json --weights %inputs/module-state/weights.safetensors --expected %inputs/module-state/expected1.json 2>&1 | FileCheck %s
# RUN: tsc run %inputs/module-state/model.py --args %inputs/module-state/inputs.json --weights %inputs/module-state/weights.safetensors --repeat 3 --expected %inputs/module-state/expected3.json 2>&1 | FileCheck %s
# CHECK-NOT: warning
# CHECK: tsc: result matches

# Without the weights file, `__init__` computes the buffers' first values:
# the entry imported as its state initializer is compiled and called once
# for them, and the calls go on from there (the file holds those values,
# so the results are the same).
# RUN: tsc run %inputs/module-state/model.py --args %inputs/module-state/inputs.json --repeat 3 --expected %inputs/module-state/expected3.json 2>&1 | FileCheck %s
