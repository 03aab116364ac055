# A file may hold globals (configuration, constants), but TorchScript does
# not capture them in the functions it compiles: reading one is a located
# error naming its Python type, as TorchScript's ("python value of type
# 'int' cannot be used as a value"); functions that do not read them
# compile. `math.pi` and the like are the module's values, captured.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}]' > %t.json
# RUN: tsc run %s --entry no_globals --args %t.json 2>/dev/null | FileCheck %s
# RUN: not tsc compile %s --entry reads_int 2>&1 | FileCheck %s --check-prefix=INT
# RUN: not tsc compile %s --entry reads_tensor 2>&1 | FileCheck %s --check-prefix=TENSOR
# Python code the file runs when imported (`main()`, an `if __name__ ==
# "__main__":` driver) is not compiled, as torch.jit.script ignores it;
# other top-level statements are located errors.
# RUN: not tsc compile %inputs/top-level-loop.py --entry f 2>&1 | FileCheck %s --check-prefix=LOOP
# LOOP: top-level-loop.py:8:1: error: only imports, functions, classes, assignments of globals, expression statements and an `if __name__ == "__main__":` block are allowed at the top level
import math
import torch
from typing import Final, List

EPS = 1e-6
LIMIT: Final[int] = 3
NAMES: List[str] = ["a", "bb"]
WEIGHT = torch.ones(3)
A, B = 1, 2


# CHECK: {"tensor":{"dtype":"float32","shape":[3],"data":[6.2831854820251465,12.566370964050293,18.84955596923828]}}
def no_globals(x: torch.Tensor) -> torch.Tensor:
    EPS = 2.0
    return x * math.pi * EPS


def reads_int(n: int) -> int:
    # INT: globals.py:[[@LINE+1]]:16: error: python value of type 'int' cannot be used as a value: `LIMIT` is a global of the file, which TorchScript does not capture (pass it as an argument, or use a local variable)
    return n + LIMIT


def reads_tensor(x: torch.Tensor) -> torch.Tensor:
    # TENSOR: globals.py:[[@LINE+1]]:16: error: python value of type 'Tensor' cannot be used as a value
    return x * WEIGHT


print("run by Python when the file is imported, never compiled")

if __name__ == "__main__":
    scripted = torch.jit.script(no_globals)
    print(scripted(torch.ones(3)))
