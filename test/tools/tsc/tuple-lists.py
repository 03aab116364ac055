# A list or dict of tuples holds each tuple packed into one value
# (ts.tuple_pack, a builtin tuple<...> type); reading an element unpacks it
# (ts.tuple_unpack), so the script sees an ordinary tuple. Entry inputs and
# results of such types cross as nested JSON tuples.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "f", "args": [2, [{"tuple": ["a", 1]}, {"tuple": ["b", 2]}]]}' > %t.json
# RUN: tsc run %s --args %t.json | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "holds_tensors", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.tensors.json
# RUN: tsc run %s --args %t.tensors.json 2>/dev/null | FileCheck %s --check-prefix=TENSORS
# RUN: not tsc compile %s --entry wrong_tuple 2>&1 | FileCheck %s --check-prefix=WRONG
# A JSON array where a tuple is declared: the error says what was given
# and how a tuple is written.
# RUN: echo '{"entry": "f", "args": [2, [["a", 1]]]}' > %t.lists.json
# RUN: not tsc run %s --args %t.lists.json 2>&1 | FileCheck %s --check-prefix=LISTS
# LISTS: error: argument 1: expected List[Tuple[str, int]], got List[List[str]] (in an arguments file a tuple is written {"tuple": [...]})
import torch
from typing import Dict, List, NamedTuple, Tuple


# IR-LABEL: func.func @f(%arg0: i64, %arg1: !ts.list<tuple<!ts.str, i64>>)
# IR: %[[P:.*]] = ts.tuple_pack %{{.*}}, %{{.*}} : i64, f64 -> tuple<i64, f64>
# IR: ts.list_append %{{.*}}, %[[P]] : !ts.list<tuple<i64, f64>>, tuple<i64, f64>
# IR: %[[E:.*]] = ts.list_get %arg1[%{{.*}}] : !ts.list<tuple<!ts.str, i64>> -> tuple<!ts.str, i64>
# IR: ts.tuple_unpack %[[E]] : tuple<!ts.str, i64> -> !ts.str, i64
# IR: ts.dict_set %{{.*}}[%{{.*}}], %{{.*}} : !ts.dict<!ts.str, tuple<i64, i64>>, !ts.str, tuple<i64, i64>
# OUT: [(0, 0.), (1, 0.5)] {a: (1, 1), b: (2, 4)} (1,)
# OUT: {"tuple":{{\[\[}}{"tuple":[0,{"float":0.0}]},{"tuple":[1,{"float":0.5}]}],{"dict":{{\[\[}}"a",{"tuple":[1,1]}],["b",{"tuple":[2,4]}]]},"b2"]}
def f(n: int, given: List[Tuple[str, int]]):
    ps: List[Tuple[int, float]] = []
    for i in range(n):
        ps.append((i, i * 0.5))
    d: Dict[str, Tuple[int, int]] = {}
    last = ""
    for name, k in given:
        d[name] = (k, k * k)
        last = name + str(k)
    print(ps, d, (1,))
    return ps, d, last


# A tensor field is boxed; what it reads back has the shape of the tensors
# packed into that field (refined), checked when read.
# TENSORS: {{\[}}{"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[1.0,2.0]}},1]},{"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[3.0,6.0]}},3]}]
def holds_tensors(x: torch.Tensor):
    ys = [(x, 1)]
    t, k = ys[0]
    ys.append((t * 3.0, k + 2))
    return ys


def wrong_tuple(n: int):
    ys = [(1, "a")]
    # WRONG: tuple-lists.py:[[@LINE+1]]:15: error: expected a value of type Tuple[int, str], found Tuple[int, int]
    ys.append((1, n))
    return ys

