# Lists, dicts and strings are references to runtime objects: the
# frontend emits ts.list_* / ts.dict_* / ts.str_* ops on !ts.list<T>,
# !ts.dict<K, V> and !ts.str; lowering turns them into ts_rt_* calls on
# !llvm.ptr handles. A `# type:` comment on an assignment declares the
# variable, and a mypy-style signature comment types the function.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "f", "args": [["a", "b", "a"], 2]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=linalg | FileCheck %s --check-prefix=LINALG
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
import torch
from typing import Dict, List

# IR-LABEL: func.func @f(%arg0: !ts.list<!ts.str>, %arg1: i64) -> !ts.dict<!ts.str, i64>
# IR: %[[D:.*]] = ts.dict_new -> !ts.dict<!ts.str, i64>
# IR: %[[XS:.*]] = ts.list_new -> !ts.list<i64>
# The loop over the list counts up to its length; the containers are
# carried (their handles), as any variable the body changes.
# IR: ts.list_len %arg0 : !ts.list<!ts.str>
# IR: scf.while
# IR: ts.list_get %arg0[%{{.*}}] : !ts.list<!ts.str> -> !ts.str
# IR: ts.dict_contains %{{.*}}[%{{.*}}] : !ts.dict<!ts.str, i64>, !ts.str
# IR: ts.dict_get %{{.*}}[%{{.*}}] : !ts.dict<!ts.str, i64>, !ts.str -> i64
# IR: ts.dict_set %{{.*}}[%{{.*}}], %{{.*}} : !ts.dict<!ts.str, i64>, !ts.str, i64
# IR: ts.list_append %{{.*}}, %{{.*}} : !ts.list<i64>, i64
# IR: ts.str_constant "total"
# LINALG-LABEL: func.func @f(%arg0: !llvm.ptr, %arg1: i64) -> tensor<i64>
# LINALG: call @ts_rt_dict_new
# LINALG: call @ts_rt_list_len
# OUT: {"dict":{{\[\["a",4\],\["b",2\],\["total",2\]\]}}}
def f(words, n):
    # type: (List[str], int) -> Dict[str, int]
    counts = {}  # type: Dict[str, int]
    xs = []  # type: List[int]
    for w in words:
        if w in counts:
            counts[w] = counts[w] + n
        else:
            counts[w] = n
        xs.append(n)
    counts["total"] = len(xs) - 1
    return counts
