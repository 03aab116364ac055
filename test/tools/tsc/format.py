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
# `format % args` (TorchScript's `aten::percentFormat`) of a literal format
# is parsed at compile time: %s is str(), %d an int, %c a character, %f
# and %e C's printf of the value as a 32-bit float (`ts_rt_str_percent_float`).
# RUN: tsc compile %s --entry percent --emit=ts | FileCheck %s --check-prefix=PERCENT-IR
# RUN: echo '{"entry": "percent", "args": [7, {"float": 0.1}, "ab"]}' > %t.percent.json
# RUN: tsc run %s --args %t.percent.json 2>/dev/null | FileCheck %s --check-prefix=PERCENT
# RUN: not tsc compile %s --entry percent_too_few 2>&1 | FileCheck %s --check-prefix=PERCENT-FEW
# RUN: not tsc compile %s --entry percent_too_many 2>&1 | FileCheck %s --check-prefix=PERCENT-MANY
# RUN: not tsc compile %s --entry percent_specifier 2>&1 | FileCheck %s --check-prefix=PERCENT-SPEC
# RUN: not tsc compile %s --entry percent_bool 2>&1 | FileCheck %s --check-prefix=PERCENT-BOOL
# RUN: not tsc compile %s --entry percent_run_time_format 2>&1 | FileCheck %s --check-prefix=PERCENT-FORMAT
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


# PERCENT-IR-LABEL: func.func @percent
# PERCENT-IR: ts.str_constant " items, "
# PERCENT-IR: ts.runtime_call "str_percent_float"
# PERCENT: ["7 items, 0.100000 = 1.000000e-01 (ab) 100% C","7.5 [1, 2] -3"]
def percent(n: int, x: float, s: str) -> List[str]:
    return ["%d items, %f = %e (%s) 100%% %c" % (n, x, x, s, n + 60),
            "%s %s %i" % (n + 0.5, [1, 2], -3.9)]


# PERCENT-FEW: format.py:[[@LINE+2]]:12: error: Too few arguments for format string
def percent_too_few(n: int) -> str:
    return "%d and %d" % (n,)


# PERCENT-MANY: format.py:[[@LINE+2]]:12: error: Too many arguments for format string
def percent_too_many(n: int) -> str:
    return "%d" % (n, n)


# PERCENT-SPEC: format.py:[[@LINE+2]]:12: error: The specifier %g is not supported in TorchScript format strings
def percent_specifier(x: float) -> str:
    return "%g" % x


# PERCENT-BOOL: format.py:[[@LINE+2]]:19: error: %d requires a number for formatting, but got bool
def percent_bool(b: bool) -> str:
    return "%d" % b


# PERCENT-FORMAT: format.py:[[@LINE+2]]:12: error: `%` formatting needs a string literal as its format
def percent_run_time_format(f: str) -> str:
    return f % 2
