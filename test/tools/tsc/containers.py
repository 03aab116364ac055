# Lists, dicts and strings are references to runtime objects: the
# frontend emits ts.list_* / ts.dict_* / ts.str_* ops on !ts.list<T>,
# !ts.dict<K, V> and !ts.str; lowering turns them into ts_rt_* calls on
# !llvm.ptr handles. A `# type:` comment on an assignment declares the
# variable, and a mypy-style signature comment types the function.
# RUN: tsc compile %s --entry f --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "f", "args": [["a", "b", "a"], 2]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=linalg | FileCheck %s --check-prefix=LINALG
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: tsc compile %s --entry methods --emit=ts | FileCheck %s --check-prefix=METHODS-IR
# RUN: echo '{"entry": "pop_at", "args": [[1, 2], 2]}' > %t.pop.json
# RUN: not tsc run %s --args %t.pop.json 2>&1 | FileCheck %s --check-prefix=POP
# RUN: echo '{"entry": "remove_missing", "args": [[1, 2]]}' > %t.remove.json
# RUN: not tsc run %s --args %t.remove.json 2>&1 | FileCheck %s --check-prefix=REMOVE
# RUN: echo '{"entry": "dict_pop", "args": [{"dict": [["a", 1]]}]}' > %t.dpop.json
# RUN: not tsc run %s --args %t.dpop.json 2>&1 | FileCheck %s --check-prefix=DICT-POP
# RUN: echo '{"entry": "shift", "args": [1, -1]}' > %t.shift.json
# RUN: not tsc run %s --args %t.shift.json 2>&1 | FileCheck %s --check-prefix=SHIFT
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


# Methods that change a list or dict are `ts.runtime_mutate` (kept when
# their result is unused, never merged), as are reads of one that may
# change in between (`xs.count(v)` twice around an `append`).
# METHODS-IR-LABEL: func.func @methods
# METHODS-IR: ts.runtime_mutate "list_sort"
# METHODS-IR: ts.runtime_mutate "list_count"
# METHODS-IR: ts.runtime_mutate "list_count"
def methods(xs: List[int]) -> List[int]:
    xs.sort()
    before = xs.count(1)
    xs.append(1)
    return [before, xs.count(1)]


# POP: containers.py:[[@LINE+2]]:12: error: IndexError: pop index out of range
def pop_at(xs: List[int], i: int) -> int:
    return xs.pop(i)


# REMOVE: containers.py:[[@LINE+2]]:5: error: ValueError: list.remove(x): x not in list
def remove_missing(xs: List[int]) -> List[int]:
    xs.remove(7)
    return xs


# DICT-POP: containers.py:[[@LINE+2]]:12: error: KeyError: b{{$}}
def dict_pop(d: Dict[str, int]) -> int:
    return d.pop("b")


# SHIFT: containers.py:[[@LINE+2]]:12: error: ValueError: negative shift count
def shift(a: int, n: int) -> int:
    return a << n
