# A list or dict of optionals holds each element packed into one value
# (ts.optional_pack, or ts.optional_none for a None known at compile time:
# a runtime handle, null for None); reading one unpacks it
# (ts.optional_unpack) into a run-time optional, which `is None` tests and
# refines. Entry inputs and results cross as JSON values with nulls.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "f", "args": [[1, null, 3], 5]}' > %t.json
# RUN: tsc run %s --args %t.json | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry wrong_element 2>&1 | FileCheck %s --check-prefix=WRONG
from typing import Dict, List, Optional


# IR-LABEL: func.func @f(%arg0: !ts.list<!ts.optional<i64>>, %arg1: i64)
# IR: %[[N:.*]] = ts.optional_none : !ts.optional<i64>
# IR: ts.list_append %arg0, %[[N]] : !ts.list<!ts.optional<i64>>, !ts.optional<i64>
# IR: %[[P:.*]] = ts.optional_pack %{{.*}}, %arg1 : i64 -> !ts.optional<i64>
# IR: ts.list_append %arg0, %[[P]]
# IR: %[[E:.*]] = ts.list_get %arg0[%{{.*}}] : !ts.list<!ts.optional<i64>> -> !ts.optional<i64>
# IR: ts.optional_unpack %[[E]] : !ts.optional<i64> -> i64
# IR: ts.dict_set %{{.*}}[%{{.*}}], %{{.*}} : !ts.dict<!ts.str, !ts.optional<f64>>, !ts.str, !ts.optional<f64>
# OUT: [1, None, 3, None, 5] {a: None, b: 2.}
# OUT: {"tuple":[9,[1,null,3,null,5]]}
def f(xs: List[Optional[int]], n: int):
    xs.append(None)
    xs.append(n)
    s = 0
    for x in xs:
        if x is not None:
            s += x
    d: Dict[str, Optional[float]] = {"a": None, "b": 2.0}
    print(xs, d)
    return s, xs


def wrong_element(xs: List[Optional[int]]) -> List[Optional[int]]:
    # WRONG: optional-lists.py:[[@LINE+1]]:15: error: expected a value of type Optional[int], found str
    xs.append("seven")
    return xs
