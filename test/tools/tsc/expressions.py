# The ts IR of expression forms: chained comparisons evaluate the middle
# operand once and the rest only when needed; `and`/`or` short-circuit
# through scf.if; `not` compares with false; `in` on a list; `is None` and
# isinstance on static types are constants; builtins and math functions.
# RUN: tsc compile %s --entry g --emit=ts | FileCheck %s
# RUN: echo '{"entry": "in_tuple", "args": [3, {"tuple": [1, 3]}]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=ts | FileCheck %s --check-prefix=TUPLE
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=IN-RESULT
import torch
import math
from typing import List, Optional, Tuple


# CHECK-LABEL: func.func @g
# `a < b <= 3.0`: the second comparison only when the first holds.
# CHECK: %[[LT:.*]] = ts.lt %arg0, %arg1 : i64, f64 -> i1
# CHECK: %[[CHAIN:.*]] = scf.if %[[LT]] -> (i1) {
# CHECK: ts.le %arg1, %{{.*}} : f64, f64 -> i1
# CHECK: } else {
# CHECK: ts.constant false
# `c and not t`: `not` is `== false`.
# CHECK: scf.if %arg2 -> (i1) {
# CHECK: ts.eq %[[CHAIN]], %{{.*}} : i1, i1 -> i1
# `... or a in xs`: the membership test only when the left side is false.
# CHECK: scf.if %{{.*}} -> (i1) {
# CHECK: ts.constant true
# CHECK: } else {
# CHECK: ts.list_contains %arg3, %arg0 : !ts.list<i64>, i64
# `o is None` on a present Optional and isinstance are constants.
# CHECK: ts.constant false
# CHECK: ts.constant true
# max(a, 2) is TorchScript's `a > b ? a : b` (the second of equal values).
# CHECK: %[[GT:.*]] = ts.gt %arg0, %{{.*}} : i64, i64 -> i1
# CHECK: arith.select %[[GT]], %arg0, %{{.*}} : i64
# abs(a)
# CHECK: ts.lt %arg0, %{{.*}} : i64, i64 -> i1
# CHECK: ts.sub
# CHECK: arith.select
# math.floor returns an int, and raises where no int64 holds the float.
# CHECK: %[[FLOOR:.*]] = ts.scalar_math "floor" %arg1
# CHECK: ts.runtime_call "float_to_int_message"(%[[FLOOR]])
# CHECK: ts.raise "RuntimeError: "
# CHECK: ts.scalar_cast %[[FLOOR]] : f64 -> i64
def g(a: int, b: float, c: bool, xs: List[int], o: Optional[int]) -> bool:
    t = a < b <= 3.0
    u = c and not t or a in xs
    v = o is None
    w = isinstance(a, int)
    m = max(a, 2) + abs(a) + math.floor(b)
    return t and u and v and w and m > 0


# `a in t` of a tuple: `a == t[0] or a == t[1]`, each only when needed;
# `not in` negates the whole test.
# TUPLE-LABEL: func.func @in_tuple
# TUPLE: %[[FIRST:.*]] = ts.eq %arg0, %arg1 : i64, i64 -> i1
# TUPLE: scf.if %[[FIRST]] -> (i1) {
# TUPLE: } else {
# TUPLE: ts.eq %arg0, %arg2 : i64, i64 -> i1
# IN-RESULT: {"tuple":[true,false,true]}
def in_tuple(a: int, t: Tuple[int, int]) -> Tuple[bool, bool, bool]:
    return a in t, a in (), a not in (5, 6)
