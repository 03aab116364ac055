# A `namedtuple`'s fields are Tensors unless `P.__annotations__` types them
# (torchvision's `GoogLeNetOutputs`); a name that is no field, or a type
# that is none, is a located error.
# RUN: echo '{"entry": "f", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>&1 | FileCheck %s
# CHECK: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[2.0,4.0]}},null,3]}
# RUN: sed 's/"n": int/"m": int/' %s > %t.bad.py
# RUN: not tsc run %t.bad.py --args %t.json 2>&1 | FileCheck %s --check-prefix=FIELD
# FIELD: error: `Outputs` has no field `m`
# RUN: sed 's/"n": int/"n": Nothing/' %s > %t.type.py
# RUN: not tsc run %t.type.py --args %t.json 2>&1 | FileCheck %s --check-prefix=TYPE
# TYPE: error: {{.*}}Nothing
from collections import namedtuple
from typing import Optional
import torch
from torch import Tensor

Outputs = namedtuple("Outputs", ["logits", "aux", "n"])
Outputs.__annotations__ = {"logits": Tensor, "aux": Optional[Tensor], "n": int}


def f(x: Tensor) -> Outputs:
    return Outputs(x * 2, None, 3)
