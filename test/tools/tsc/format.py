# f-strings and `str.format` of a literal become concatenations of the
# literal text and each value's `str()` (`ts.str_of`, `ts.str_concat`).
# `format` follows TorchScript's `aten::format`: each `{}` takes the next
# argument, anything else (`{0}`, `{:>4}`) stays as written, extra
# arguments are ignored, and too few are an error (here at compile time).
# RUN: tsc compile %s --entry greet --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "greet", "args": ["box", 3, {"float": 0.5}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry spec 2>&1 | FileCheck %s --check-prefix=SPEC
# RUN: not tsc compile %s --entry conversion 2>&1 | FileCheck %s --check-prefix=CONVERSION
# RUN: not tsc compile %s --entry too_few 2>&1 | FileCheck %s --check-prefix=TOO-FEW
# RUN: not tsc compile %s --entry bad_expression 2>&1 | FileCheck %s --check-prefix=BAD-EXPR
# RUN: not tsc compile %s --entry tensor_text 2>&1 | FileCheck %s --check-prefix=TENSOR
import torch
from typing import List


# IR-LABEL: func.func @greet
# IR: ts.str_constant "hi "
# IR: ts.str_concat
# IR: ts.str_of %arg1 : i64
# OUT: ["hi box, 6 items at 0.25 {braces}","{0} box{:>4}","3"]
def greet(name: str, n: int, ratio: float) -> List[str]:
    return [f"hi {name}, {n * 2} items at {ratio / 2} {{braces}}",
            "{0} {}{:>4}".format(name, 7),
            "{}".format(n, 4)]


def spec(x: float) -> str:
    # SPEC: format.py:[[@LINE+1]]:16: error: format specs in f-strings (`{x:.2f}`) are not supported in TorchScript
    return f"{x:.2f}"


def conversion(x: float) -> str:
    # CONVERSION: format.py:[[@LINE+1]]:16: error: conversions (`!r`, `!s`) in f-strings are not supported in TorchScript
    return f"{x!r}"


def too_few(x: int) -> str:
    # TOO-FEW: format.py:[[@LINE+1]]:12: error: Too few arguments for format string: {} and {}
    return "{} and {}".format(x)


def bad_expression(x: int) -> str:
    # BAD-EXPR: format.py:[[@LINE+1]]:20: error: expected expression
    return f"a {x + } b"


def tensor_text(x: torch.Tensor) -> str:
    # TENSOR: format.py:[[@LINE+1]]:19: error: the text of a tensor (str(), format, f-strings) is not supported yet
    return f"t = {x}"
