# Enums are their values (int or float); NamedTuples and script-class
# instances are structs of field values, flattened at function boundaries;
# methods and `__init__` are inlined, with `self`'s fields as variables and
# the updated instance written back to the receiver variable.
# RUN: tsc compile %s --entry use_all --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "use_all", "args": [3]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "alias", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.alias.json
# RUN: tsc run %s --args %t.alias.json 2>/dev/null | FileCheck %s --check-prefix=ALIAS
# RUN: not tsc compile %s --entry immutable 2>&1 | FileCheck %s --check-prefix=IMMUTABLE
# RUN: not tsc compile %s --entry wrong_type 2>&1 | FileCheck %s --check-prefix=ATTRTYPE
# RUN: not tsc compile %s --entry not_member 2>&1 | FileCheck %s --check-prefix=ENUMCMP
# RUN: echo '{"entry": "nested", "args": [{"float": 1.0}]}' > %t.nested.json
# RUN: tsc run %s --args %t.nested.json 2>/dev/null | FileCheck %s --check-prefix=NESTED
import torch
from enum import Enum
from typing import NamedTuple, Optional, Tuple


class Color(Enum):
    RED = 1
    GREEN = 2


class Pair(NamedTuple):
    first: int
    second: int = 7


class Counter:
    def __init__(self, start: int):
        self.count = start

    def add(self, v: int) -> int:
        self.count += v
        return self.count


# IR-LABEL: func.func private @make(%arg0: i64) -> (i64, i64)
def make(a: int) -> Pair:
    return Pair(a)


# IR-LABEL: func.func @use_all
# Enum members are constants of their value.
# IR: ts.constant 1 : i64
# A NamedTuple result comes back as its fields.
# IR: %{{.*}}:2 = call @make(%arg0) : (i64) -> (i64, i64)
# The counter's field is carried by the loop like any variable.
# IR: scf.while ({{.*}}) : (i1, i64, i64) -> (i1, i64, i64)
# == on enum members compares their values.
# IR: ts.eq %{{.*}}, %{{.*}} : i64, i64 -> i1
# OUT: {"tuple":[true,10,13]}
def use_all(n: int) -> Tuple[bool, int, int]:
    c = Color.RED if n > 0 else Color.GREEN
    p = make(n)
    counter = Counter(p.first)
    for i in range(n):
        if i == 2:
            break
        counter.add(p.second - 2)
    return c == Color.RED, p.first + p.second, counter.count


# A second reference to an instance makes it a shared runtime object
# (objects.py); an Optional tensor attribute is a packed optional there.
class Holder:
    def __init__(self, t: torch.Tensor):
        self.t: Optional[torch.Tensor] = t


def alias(x: torch.Tensor) -> Optional[torch.Tensor]:
    a = Holder(x)
    b = a
    b.t = x * 2.0
    # ALIAS: {"tensor":{"dtype":"float32","shape":[2],"data":[2.0,4.0]}}
    return a.t


def immutable(n: int) -> int:
    p = Pair(n, n)
    # IMMUTABLE: classes.py:[[@LINE+1]]:5: error: cannot assign attribute 'first': Pair is a NamedTuple, which is immutable
    p.first = 3
    return p.first


def wrong_type(n: int) -> int:
    c = Counter(n)
    # ATTRTYPE: classes.py:[[@LINE+1]]:5: error: attribute 'count' of Counter has type int but is being assigned a value of type float
    c.count = 0.5
    return 0


def not_member(n: int) -> bool:
    # ENUMCMP: classes.py:[[@LINE+1]]:12: error: `<` is not defined for enum members
    return Color.RED < Color.GREEN


class Inner:
    def __init__(self, x: float):
        self.x = x


class Outer:
    def __init__(self, a: float):
        self.i = Inner(a)
        self.j = Inner(2.0)

    def bump(self):
        self.i.x = self.i.x + 10.0


# `o.j.x = v` on instances held by value: `o.j` with `x` replaced is
# assigned back to `o.j` (in a method too, `self.i.x`).
# NESTED: {"tuple":[{"float":11.0},{"float":0.5}]}
def nested(a: float) -> Tuple[float, float]:
    o = Outer(a)
    o.bump()
    o.j.x = 0.5
    return o.i.x, o.j.x
