# A list or dict of unions holds each element packed into one value
# (ts.union_pack: the member index, then one payload per member but None,
# placeholders but the held one's — a runtime handle); reading one unpacks
# it (ts.union_unpack) into a run-time union, which `isinstance` and
# `is None` refine (to one member, or to a union of the members left). A
# list display of items of different types is a list of their union, as
# TorchScript infers it. An `Any` element is held as a union of the types
# it may have there (a number, bool, string, None or tensor). Entry inputs
# and results cross as JSON values.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "f", "args": [[1, "ab", null], {"float": 2.5}]}' > %t.json
# RUN: tsc run %s --args %t.json | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "inferred", "args": []}' > %t.inferred.json
# RUN: tsc run %s --args %t.inferred.json | FileCheck %s --check-prefix=INFERRED
# RUN: echo '{"entry": "fields", "args": []}' > %t.fields.json
# RUN: tsc run %s --args %t.fields.json | FileCheck %s --check-prefix=FIELDS
# RUN: tsc compile %s --entry any_values --emit=ts | FileCheck %s --check-prefix=ANY-IR
# RUN: echo '{"entry": "any_values", "args": []}' > %t.any.json
# RUN: tsc run %s --args %t.any.json | FileCheck %s --check-prefix=ANY
# RUN: not tsc compile %s --entry any_list 2>&1 | FileCheck %s --check-prefix=ANY-LIST
# RUN: not tsc compile %s --entry wrong_member 2>&1 | FileCheck %s --check-prefix=WRONG
# RUN: not tsc compile %s --entry unrefined 2>&1 | FileCheck %s --check-prefix=UNREFINED
import torch
from typing import Any, Dict, List, Optional, Union


# IR-LABEL: func.func @f(%arg0: !ts.list<!ts.union<i64, !ts.str, !ts.none>>, %arg1: f64)
# IR: %[[E:.*]] = ts.list_get %arg0[%{{.*}}] : !ts.list<!ts.union<i64, !ts.str, !ts.none>> -> !ts.union<i64, !ts.str, !ts.none>
# IR: ts.union_unpack %[[E]] : !ts.union<i64, !ts.str, !ts.none> -> i64, !ts.str
# IR: %[[A:.*]] = ts.union_pack %{{.*}}, %{{.*}}, %{{.*}} : i64, !ts.str -> !ts.union<i64, !ts.str, !ts.none>
# IR: ts.list_append %arg0, %[[A]]
# IR: %[[P:.*]] = ts.union_pack %{{.*}}, %arg1, %{{.*}} : f64, !ts.tensor -> !ts.union<f64, !ts.tensor>
# IR: ts.dict_set %{{.*}}[%{{.*}}], %[[P]]
# OUT: [1, ab, None, 7] {w: 2.5, t:  1
# OUT-NEXT: 1
# OUT-NEXT: [ CPUFloatType{2} ]}
# OUT: {"tuple":[103,[1,"ab",null,7]]}
def f(xs: List[Optional[Union[int, str]]], w: float):
    total = 0
    for x in xs:
        if x is None:
            total += 100
        elif isinstance(x, int):
            total += x
        else:
            total += len(x)
    xs.append(7)
    d: Dict[str, Union[float, torch.Tensor]] = {"w": w}
    d["t"] = torch.ones(2)
    print(xs, d)
    return total, xs


# INFERRED: {"tuple":["[1, a, 2.5]",[1,"a",{"float":2.5}]]}
def inferred():
    xs = [1, "a", 2.5]
    return str(xs), xs


class Slot:
    def __init__(self, v: Union[int, str]):
        self.v = v

    def bump(self):
        v = self.v
        if isinstance(v, int):
            self.v = v + 1
        else:
            self.v = v + "!"


# FIELDS: ["2","b!"]
def fields() -> List[str]:
    slots = [Slot(1), Slot("b")]
    out: List[str] = []
    for s in slots:
        s.bump()
        out.append(str(s.v))
    return out


# ANY-IR-LABEL: func.func @any_values
# ANY-IR: ts.list_new {{.*}} -> !ts.list<!ts.union<i64, f64, i1, !ts.str, !ts.none, !ts.tensor>>
# ANY: [1, a, None, True]
# ANY: ["1","a","None","True"]
def any_values() -> List[str]:
    xs: List[Any] = [1, "a", None, True]
    print(xs)
    return [str(x) for x in xs]


def any_list() -> int:
    # ANY-LIST: union-lists.py:[[@LINE+1]]:22: error: an `Any` element of a list or dict is a number, bool, string, None or tensor here; a List[int] one is not supported yet
    xs: List[Any] = [[1, 2], "a"]
    return len(xs)


def wrong_member(xs: List[Union[int, str]]) -> List[Union[int, str]]:
    # WRONG: union-lists.py:[[@LINE+1]]:15: error: expected a value of type Union[int, str], found float
    xs.append(2.5)
    return xs


def unrefined(xs: List[Union[int, str]]) -> int:
    # UNREFINED: union-lists.py:[[@LINE+1]]:12: error: a value of type Union[int, str] cannot be used here: which member it holds is known at run time (refine it first with `isinstance`)
    return xs[0] + 1
