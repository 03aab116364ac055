# `while` and `for` loops become `scf.while`: variables the body assigns
# that exist before the loop are carried; `break`/`continue` become flags
# (TorchScript's exit transform); `for` over `range` counts a hidden
# variable; `for` over a tuple is unrolled.
# RUN: tsc compile %s --entry count_up --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "count_up", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 5]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: tsc compile %s --entry count_up --args %t.json --emit=linalg | FileCheck %s --check-prefix=LINALG
# RUN: echo '{"entry": "collatz", "args": [27]}' > %t.c.json
# RUN: tsc run %s --args %t.c.json 2>/dev/null | FileCheck %s --check-prefix=COLLATZ
# RUN: not tsc compile %s --entry while_else 2>&1 | FileCheck %s --check-prefix=ELSE
# RUN: not tsc compile %s --entry counted_tests 2>&1 | FileCheck %s --check-prefix=TEST-CHANGES
# RUN: echo '{"entry": "return_in_loop", "args": [5]}' > %t.r.json
# RUN: tsc run %s --args %t.r.json 2>/dev/null | FileCheck %s --check-prefix=RET
# RUN: not tsc compile %s --entry changes_type 2>&1 | FileCheck %s --check-prefix=TYPE
# RUN: not tsc compile %s --entry used_after 2>&1 | FileCheck %s --check-prefix=AFTER
# RUN: not tsc compile %s --entry bad_range 2>&1 | FileCheck %s --check-prefix=RANGE
# RUN: not tsc compile %s --entry not_iterable 2>&1 | FileCheck %s --check-prefix=ITER
# RUN: not tsc compile %s --entry break_outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
# RUN: echo '{"entry": "rank_per_run", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 3]}' > %t.k.json
# RUN: not tsc compile %s --args %t.k.json --emit=linalg 2>&1 | FileCheck %s --check-prefix=RANK
import torch


# IR-LABEL: func.func @count_up
# The break flag, the counter and x are carried (in name order after the
# flag: `$break0`, `$i0`, `x`); `i` is local to the body.
# IR: %[[FALSE:.*]] = ts.constant false
# IR: scf.while (%[[BRK:.*]] = %[[FALSE]], %[[I:.*]] = %{{.*}}, %[[X:.*]] = %arg0) : (i1, i64, !ts.tensor) -> (i1, i64, !ts.tensor)
# The condition tests the flag first (short-circuit `and`).
# IR: ts.eq %[[BRK]], %{{.*}} : i1, i1 -> i1
# IR: scf.if
# IR: ts.lt %[[I]], %arg1 : i64, i64 -> i1
# IR: scf.condition
# IR: } do {
# IR: ts.add %{{.*}}, %{{.*}} : i64, i64 -> i64
# Statements after a possible `break` run under `if not $break`.
# IR: scf.if %{{.*}} -> (!ts.tensor)
# IR: ts.mul
# IR: scf.yield %{{.*}}, %{{.*}}, %{{.*}} : i1, i64, !ts.tensor
# LINALG-LABEL: func.func @count_up
# LINALG: scf.while {{.*}} : (i1, i64, tensor<2xf32>) -> (i1, i64, tensor<2xf32>)
# LINALG: linalg.generic
# OUT: {"tensor":{"dtype":"float32","shape":[2],"data":[8.0,16.0]}}
def count_up(x, n: int):
    for i in range(n):
        if i == 3:
            break
        x = x * 2.0
    return x


# COLLATZ: {{^}}111{{$}}
def collatz(n: int) -> int:
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def while_else(n: int) -> int:
    # ELSE: loops.py:[[@LINE+1]]:5: error: `while ... else` is not supported in TorchScript
    while n > 0:
        n -= 1
    else:
        n = 1
    return n


# An early return sets `$retval`/`$returned` and breaks out of the loop.
# RET: {{^}}3{{$}}
def return_in_loop(n: int) -> int:
    for i in range(n):
        if i * i > 5:
            return i
    return 0


def changes_type(n: int) -> int:
    x = 0
    for i in range(n):
        # TYPE: loops.py:[[@LINE+1]]:9: error: variable 'x' previously had type int but is now being assigned to a value of type float
        x = 0.5
    return 0


def used_after(n: int) -> int:
    for i in range(n):
        y = i
    # AFTER: loops.py:[[@LINE+1]]:12: error: y is defined only inside a loop body and cannot be used after it
    return y


def bad_range(n: float) -> int:
    # RANGE: loops.py:[[@LINE+1]]:20: error: range() expects int arguments, got `float`
    for i in range(n):
        pass
    return 0


def not_iterable(n: int) -> int:
    # ITER: loops.py:[[@LINE+1]]:14: error: 'int' object is not iterable
    for i in n:
        pass
    return 0


def break_outside(n: int) -> int:
    if n > 0:
        # OUTSIDE: loops.py:[[@LINE+1]]:9: error: `break`/`continue` outside a loop
        break
    return n


# A tensor whose rank changes each iteration is unrolled when the number
# of iterations is known when compiling; here it is a run-time int.
# RANK: loops.py:[[# @LINE + 3]]:5: error: backend contract: {{.*}} has type !ts.tensor<*,f32>; its dtype and shape must be known (a loop tensor whose rank or dtype changes from one iteration to the next is supported only when the number of iterations is known when compiling, and at most 64)
def rank_per_run(x, n: int):
    y = x
    for i in range(n):
        y = y.unsqueeze(0)
    return y


# A loop carries what its body assigns: a condition whose `__bool__`
# changes its instance is refused rather than losing the change.
class Budget:
    def __init__(self, left: int):
        self.left = left
        self.tests = 0

    def __bool__(self) -> bool:
        self.tests += 1
        return self.left > 3


def counted_tests(n: int) -> int:
    b = Budget(n)
    # TEST-CHANGES: loops.py:[[@LINE+1]]:11: error: a `while` condition that changes `b` (a method it calls assigns to it) is not supported yet
    while b:
        b.left -= 1
    return b.tests
