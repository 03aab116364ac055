# A syntax error is located, with the source line and a caret.
# RUN: not tsc compile %s --entry f 2>&1 | FileCheck %s
# CHECK: syntax-error.py:[[@LINE+3]]:21: error: expected ':'
# CHECK-NEXT: {{^}}def f(x: int) -> int
# CHECK-NEXT: {{^}}                    ^
def f(x: int) -> int
    return x
