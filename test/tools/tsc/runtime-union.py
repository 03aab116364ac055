# A variable declared Union that holds different members on different
# paths is a run-time union: the index of the member it holds (i64) and
# one payload per member (a `None` member has none), yielded by `scf.if`
# and carried by `scf.while` like a tuple's fields. `isinstance` and
# `is None` compare the index; where a test leaves one member possible
# (`if isinstance(x, int):` and its `else`), `x` is that member's payload.
# An entry returns the index and the payloads.
# RUN: tsc compile %s --entry pick --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "pick", "args": [3]}' > %t.pos.json
# RUN: tsc run %s --args %t.pos.json 2>/dev/null | FileCheck %s --check-prefix=POS
# RUN: echo '{"entry": "pick", "args": [-2]}' > %t.neg.json
# RUN: tsc run %s --args %t.neg.json 2>/dev/null | FileCheck %s --check-prefix=NEG
# RUN: echo '{"entry": "accumulate", "args": [[1, 2]]}' > %t.sum.json
# RUN: tsc run %s --args %t.sum.json 2>/dev/null | FileCheck %s --check-prefix=SUM
# RUN: echo '{"entry": "accumulate", "args": [[1, -1, 2]]}' > %t.negative.json
# RUN: tsc run %s --args %t.negative.json 2>/dev/null | FileCheck %s --check-prefix=NEGATIVE
# RUN: echo '{"entry": "accumulate", "args": [[]]}' > %t.empty.json
# RUN: tsc run %s --args %t.empty.json 2>/dev/null | FileCheck %s --check-prefix=EMPTY
# RUN: not tsc compile %s --entry unrefined 2>&1 | FileCheck %s --check-prefix=UNREFINED
from typing import List, Union


# IR-LABEL: func.func @pick
# IR-SAME: -> (i64, i64, !ts.str, !ts.str)
# IR: scf.if %{{.*}} -> (i64, i64, !ts.str)
# POS: pos
# POS-NEXT: {"tuple":["pos","str pos"]}
# NEG: -4
# NEG-NEXT: {"tuple":[-4,"int -3"]}
def pick(n: int):
    r: Union[int, str] = 0
    if n > 0:
        r = "pos"
    else:
        r = n * 2
    print(r)
    if isinstance(r, int):
        text = "int " + str(r + 1)
    else:
        text = "str " + r
    return r, text


# A `None` member, and a loop that changes which member is held.
# SUM: 3.
# SUM-NEXT: {"float":3.0}
# NEGATIVE: negative
# NEGATIVE-NEXT: "negative"
# EMPTY: None
# EMPTY-NEXT: null
def accumulate(xs: List[int]) -> Union[float, str, None]:
    acc: Union[float, str, None] = None
    for x in xs:
        if x < 0:
            acc = "negative"
        elif isinstance(acc, float):
            acc = acc + float(x)
        elif acc is None:
            acc = float(x)
    print(acc)
    return acc


def unrefined(n: int) -> int:
    r: Union[int, str] = 0
    if n > 0:
        r = "pos"
    # UNREFINED: runtime-union.py:[[@LINE+1]]:12: error: a value of type Union[int, str] cannot be used here: which member it holds is known at run time (refine it first with `isinstance`)
    return r + 1
