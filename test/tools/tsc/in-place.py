# In-place tensor methods: rewritten functionally when no one else can see
# the tensor, applied to every name of it where `b = a` / `b = a.detach()`
# made the names, a located error otherwise (another holder the frontend
# cannot prove to be the same object: `z = [y][0]` here).
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}]' > %t.json
# RUN: tsc run %inputs/in-place-ok.py --entry local --args %t.json 2>/dev/null | FileCheck %s --check-prefix=LOCAL
# LOCAL: {"tensor":{"dtype":"float32","shape":[3],"data":[3.0,5.0,7.0]}}
# RUN: tsc run %s --entry param --args %t.json 2>/dev/null | FileCheck %s --check-prefix=PARAM
# RUN: not tsc compile %s --entry param_callee 2>&1 | FileCheck %s --check-prefix=PARAM-CALLEE
# RUN: not tsc compile %s --entry aliased 2>&1 | FileCheck %s --check-prefix=ALIAS
# RUN: echo '[{"tensor": {"dtype": "int64", "shape": [2], "data": [1, 2]}}]' > %t.int.json
# RUN: not tsc run %s --entry int_plus_float --args %t.int.json 2>&1 | FileCheck %s --check-prefix=INT-FLOAT
# RUN: not tsc run %s --entry int_times_float --args %t.int.json 2>&1 | FileCheck %s --check-prefix=INT-FLOAT-METHOD
# RUN: tsc compile %s --entry keeps_dtype --emit=ts | FileCheck %s --check-prefix=KEEPS
import torch
import torch.nn.functional as F
from typing import List, Tuple


# The entry's own parameters may change: the host's buffers are never
# written, so no caller sees it. A callee's parameter is the caller's.
# PARAM: {"tensor":{"dtype":"float32","shape":[3],"data":[2.0,4.0,6.0]}}
def param(x: torch.Tensor) -> torch.Tensor:
    x.mul_(2.0)
    return x


def scale(t: torch.Tensor) -> torch.Tensor:
    # PARAM-CALLEE: in-place.py:[[@LINE+1]]:5: error: in-place `mul_` on `t`, which the caller also sees (a parameter), is not supported; write `t = t.mul(...)`
    t.mul_(2.0)
    return t


def param_callee(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    return scale(y)


# `F.dropout(y, p, training)` is `y` itself in PyTorch when not training
# (a change through it reaches `y`) and a fresh tensor when training; a
# change through one whose flag is known only when it runs is refused.
# RUN: not tsc compile %s --entry dropout_alias 2>&1 | FileCheck %s --check-prefix=DROPOUT-ALIAS
def dropout_alias(x: torch.Tensor, training: bool) -> torch.Tensor:
    y = x * 2.0
    z = F.dropout(y, 0.5, training)
    # DROPOUT-ALIAS: in-place.py:[[@LINE+1]]:5: error: assignment into `z`, a view of `y` (they share storage), is not supported
    z[0] = 1.0
    return y


# So is a value that is the parameter on some path: after a branch or a
# loop that may not reassign it, and inside a loop before it is reassigned.
# RUN: not tsc compile %s --entry param_after_branch 2>&1 | FileCheck %s --check-prefix=PARAM-BRANCH
# RUN: not tsc compile %s --entry param_after_loop 2>&1 | FileCheck %s --check-prefix=PARAM-LOOP
# RUN: not tsc compile %s --entry param_in_loop 2>&1 | FileCheck %s --check-prefix=PARAM-IN-LOOP
def bump_unless(t: torch.Tensor, c: bool) -> torch.Tensor:
    if c:
        t = t * 2.0
    # PARAM-BRANCH: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on `t`, which may be the caller's tensor (a parameter on some path to here), is not supported; write `t = t.add(...)`
    t.add_(1.0)
    return t


def param_after_branch(x: torch.Tensor) -> torch.Tensor:
    return bump_unless(x.clone(), False)


def bump_after(t: torch.Tensor, n: int) -> torch.Tensor:
    for _ in range(n):
        t = t * 2.0
    # PARAM-LOOP: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on `t`, which may be the caller's tensor
    t.add_(1.0)
    return t


def param_after_loop(x: torch.Tensor) -> torch.Tensor:
    return bump_after(x.clone(), 0)


def bump_in(t: torch.Tensor, n: int) -> torch.Tensor:
    for _ in range(n):
        # PARAM-IN-LOOP: in-place.py:[[@LINE+1]]:9: error: in-place `add_` on `t`, which the caller also sees (a parameter)
        t.add_(1.0)
    return t


def param_in_loop(x: torch.Tensor) -> torch.Tensor:
    return bump_in(x.clone(), 2)


# RUN: not tsc compile %s --entry param_from_yield 2>&1 | FileCheck %s --check-prefix=PARAM-YIELD
def bump_carried(t: torch.Tensor, n: int) -> torch.Tensor:
    y = torch.zeros(3)
    for _ in range(n):
        # PARAM-YIELD: in-place.py:[[@LINE+1]]:9: error: in-place `add_` on `y`, which the caller also sees (a parameter)
        y.add_(1.0)
        y = t
        t = t * 2.0
    return y


def param_from_yield(x: torch.Tensor) -> torch.Tensor:
    return bump_carried(x.clone(), 2)


def aliased(x: torch.Tensor) -> torch.Tensor:
    y = x + 1.0
    z = [y][0]
    # ALIAS: in-place.py:[[@LINE+1]]:5: error: in-place `relu_` on `y`, which `z` also refers to, is not supported; use the out-of-place `relu`
    y.relu_()
    return z


# Another holder that the rest of the function never reads does not matter;
# one read again, if only in a later iteration of the loop, does.
# RUN: tsc run %s --entry alias_never_read --args %t.json 2>/dev/null | FileCheck %s --check-prefix=ALIAS-DEAD
# RUN: not tsc compile %s --entry alias_read_next_iteration 2>&1 | FileCheck %s --check-prefix=ALIAS-LOOP
# ALIAS-DEAD: {"tensor":{"dtype":"float32","shape":[3],"data":[0.0,3.0,4.0]}}
def alias_never_read(x: torch.Tensor) -> torch.Tensor:
    y = x + 1.0
    z = [y][0]
    s = z.sum()
    y[0] = s * 0
    return y


def alias_read_next_iteration(x: torch.Tensor) -> torch.Tensor:
    y = x + 1.0
    z = [y][0]
    total = x.sum()
    for i in range(3):
        total = total + z.sum()
        # ALIAS-LOOP: in-place.py:[[@LINE+1]]:9: error: in-place `relu_` on `y`, which `z` may also refer to
        y.relu_()
    return total


# A holder assigned again before anything reads it (in this iteration or
# the next, as a beam search's `best` is) does not matter either, unless a
# `break` may skip that assignment.
# RUN: tsc run %s --entry alias_assigned_again --args %t.json 2>/dev/null | FileCheck %s --check-prefix=ALIAS-KILLED
# RUN: not tsc compile %s --entry alias_assignment_skipped 2>&1 | FileCheck %s --check-prefix=ALIAS-SKIPPED
# RUN: not tsc compile %s --entry dead_view_holder 2>&1 | FileCheck %s --check-prefix=DEAD-VIEW
# ALIAS-KILLED: {"tensor":{"dtype":"float32","shape":[3],"data":[28.0,17.0,16.0]}}
def alias_assigned_again(x: torch.Tensor) -> torch.Tensor:
    scores = x + 1.0
    for i in range(3):
        best, idx = (scores * 2).topk(3)
        scores = best
        for j in range(2):
            if int(idx[j]) > 0:
                scores[j] = scores[j] - 1.0
    return scores


def alias_assignment_skipped(x: torch.Tensor) -> torch.Tensor:
    scores = x + 1.0
    best = scores
    for i in range(3):
        best, idx = (scores * 2).topk(3)
        scores = best
        for j in range(2):
            if int(idx[j]) > 0:
                # ALIAS-SKIPPED: in-place.py:[[@LINE+1]]:17: error: assignment into `scores`, which `best` may also refer to
                scores[j] = scores[j] - 1.0
        if i == 1:
            break
        best = scores + 1.0
    return best


# A holder that is a view still counts when it is dead: it is what links
# the change to the tensor it views (`total` here, on the path where
# `scores` is `best`).
def dead_view_holder(x: torch.Tensor, c: bool) -> torch.Tensor:
    total = x + 1.0
    best = total[0]
    if c:
        scores = best
    else:
        scores = x[1] * 2.0
    # DEAD-VIEW: in-place.py:[[@LINE+1]]:5: error: assignment into `scores`, which `best` may also refer to
    scores[0] = -1.0
    best = x[1]
    return total


# Assignment into a tensor follows the same rule.
# RUN: tsc run %s --entry store_param --args %t.json 2>/dev/null | FileCheck %s --check-prefix=STORE-PARAM
# RUN: not tsc compile %s --entry store_param_callee 2>&1 | FileCheck %s --check-prefix=STORE-CALLEE
# RUN: not tsc compile %s --entry store_alias 2>&1 | FileCheck %s --check-prefix=STORE-ALIAS
# RUN: tsc compile %s --entry store_copy --emit=ts | FileCheck %s --check-prefix=STORE-COPY
# RUN: tsc compile %s --entry part_in_place --emit=ts | FileCheck %s --check-prefix=PART
# RUN: not tsc compile %s --entry part_alias 2>&1 | FileCheck %s --check-prefix=PART-ALIAS
# STORE-PARAM: {"tensor":{"dtype":"float32","shape":[3],"data":[0.0,2.0,0.0]}}
def store_param(x: torch.Tensor) -> torch.Tensor:
    x[0] = 9.0
    x[x > 2.0] = 0.0
    return x


def put(t: torch.Tensor) -> torch.Tensor:
    # STORE-CALLEE: in-place.py:[[@LINE+1]]:5: error: assignment into `t`, which the caller also sees (a parameter), is not supported; assign into a copy (`t = t.clone()`)
    t[0] = 1.0
    return t


def store_param_callee(x: torch.Tensor) -> torch.Tensor:
    return put(x.clone())


def store_alias(x: torch.Tensor) -> torch.Tensor:
    y = x * 2.0
    z = [y][0]
    # STORE-ALIAS: in-place.py:[[@LINE+1]]:5: error: assignment into `y`, which `z` also refers to, is not supported; build the new value out of place
    y[1:] = 0.0
    return z


# STORE-COPY-LABEL: func.func @store_copy
# STORE-COPY: ts.select %{{.*}} {dim = 0 : i64, index = 0 : i64}
# STORE-COPY: ts.select_scatter %{{.*}}, %{{.*}}[%{{.*}}] {dim = 0 : i64}
# STORE-COPY: ts.slice_scatter %{{.*}}, %{{.*}} {dim = 1 : i64, end = 9223372036854775807 : i64, start = 1 : i64, step = 2 : i64}
def store_copy(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    y[0] = 1.0
    y[:, 1::2] = 0.0
    return y


# `t += v` on a tensor changes the object `t` holds, like `add_`: rewritten
# as `t = t + v` when nothing else sees it (the entry's own parameter
# included: no one can observe the change there), a located error
# otherwise. Views share storage with what they view, so a change to
# either is an error too; so is a change to a tensor a list also holds.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 3, 4]}}]' > %t.aug.json
# RUN: tsc run %s --entry aug_local --args %t.aug.json 2>/dev/null | FileCheck %s --check-prefix=AUG-LOCAL
# RUN: not tsc compile %s --entry aug_alias 2>&1 | FileCheck %s --check-prefix=AUG-ALIAS
# RUN: not tsc compile %s --entry aug_callee 2>&1 | FileCheck %s --check-prefix=AUG-CALLEE
# RUN: not tsc compile %s --entry aug_element 2>&1 | FileCheck %s --check-prefix=AUG-ELEMENT
# RUN: echo '{"entry": "view_store", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 3, 4]}}]}' > %t.view-store.json
# RUN: tsc run %s --args %t.view-store.json 2>/dev/null | FileCheck %s --check-prefix=VIEW-STORE
# RUN: not tsc compile %s --entry expanded_store 2>&1 | FileCheck %s --check-prefix=EXPANDED-STORE
# RUN: echo '{"entry": "view_base", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1, 2, 3, 4]}}]}' > %t.view-base.json
# RUN: tsc run %s --args %t.view-base.json 2>/dev/null | FileCheck %s --check-prefix=VIEW-BASE
# RUN: not tsc compile %s --entry view_after_transpose 2>&1 | FileCheck %s --check-prefix=VIEW-COPY
# RUN: not tsc compile %s --entry listed 2>&1 | FileCheck %s --check-prefix=LISTED
# RUN: not tsc compile %s --entry functional_alias 2>&1 | FileCheck %s --check-prefix=FUNCTIONAL
# AUG-LOCAL: {"tensor":{"dtype":"float32","shape":[4],"data":[8.0,8.0,9.0,10.0]}}
def aug_local(x: torch.Tensor) -> torch.Tensor:
    x += 1.0
    y = x.clone().view(-1)
    y += 1.0
    r = y[0:2]
    r = r * 2.0
    y[0] = 4.0
    return y + r.sum() - 10.0


def aug_alias(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    t = [y][0]
    # AUG-ALIAS: in-place.py:[[@LINE+1]]:5: error: in-place `+=` on `t`, which `y` also refers to, is not supported; write `t = t + ...` (out of place)
    t += 1.0
    return y


def bump(t: torch.Tensor):
    # AUG-CALLEE: in-place.py:[[@LINE+1]]:5: error: in-place `*=` on `t`, which the caller also sees (a parameter), is not supported; write `t = t * ...`
    t *= 2.0


def aug_callee(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    bump(y)
    return y


def aug_element(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    ts = [y]
    # AUG-ELEMENT: in-place.py:[[@LINE+1]]:5: error: in-place `+=` on an element of `ts`, which `y` may also refer to, is not supported
    ts[0] += 1.0
    return y


# A change through a view is written back into the tensor it views (and
# the view's own views and the tensor's other views see it).
# VIEW-STORE: {"tuple":[{"tensor":{"dtype":"float32","shape":[2,2],"data":[1.0,100.0,6.0,8.0]}},{"tensor":{"dtype":"float32","shape":[2],"data":[100.0,8.0]}}]}
def view_store(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    y = x.clone()
    r = y[0]
    c = y.t()[1]
    s = y[1:]
    r[1] = 100.0
    s.mul_(2.0)
    return y, c


# An expanded view cannot be written back.
def expanded_store(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    e = y.expand(2, 2, 2)
    # EXPANDED-STORE: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on `e`, a view of `y` (they share storage), is not supported; change `y` itself, or make `e` a copy with `.clone()`
    e.add_(1.0)
    return y


# A view of a tensor changed in place is made again from the changed
# tensor (the ops that made it, replayed), views of views too.
# VIEW-BASE: {"tuple":[{"tensor":{"dtype":"float32","shape":[4],"data":[3.0,5.0,7.0,9.0]}},{"tensor":{"dtype":"float32","shape":[2],"data":[5.0,9.0]}}]}
def view_base(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    y = x.clone()
    v = y.view(-1)
    c = y.t()[1]
    y.mul_(2.0)
    y += 1.0
    return v, c


# A reshape after a transpose copies in PyTorch, a view here: refused.
def view_after_transpose(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    v = y.t().reshape(-1)
    # VIEW-COPY: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on `y`, whose storage the view `v` shares, is not supported
    y.add_(1.0)
    return v


def listed(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    xs: List[torch.Tensor] = []
    while bool(y.sum() > 1.0):
        xs.append(y)
        y = y / 2.0
    z = xs[0]
    # LISTED: in-place.py:[[@LINE+1]]:5: error: in-place `-=` on `z`, which a list or dict also holds, is not supported
    z -= 1.0
    return xs


# `F.relu(y, inplace=True)` changes `y`, like `y.relu_()`.
def functional_alias(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    z = [y][0]
    # FUNCTIONAL: in-place.py:[[@LINE+1]]:12: error: in-place `relu` on `y`, which `z` also refers to, is not supported
    F.relu(y, inplace=True)
    return z



# An in-place method on a part of a tensor variable is an assignment into
# that part (`c[1:] = c[1:].div(2.0)`), under the assignment's rules.
# PART-LABEL: func.func @part_in_place
# PART: %[[S:.*]] = ts.slice %{{.*}} {dim = 0 : i64, end = 9223372036854775807 : i64, start = 1 : i64}
# PART: %[[D:.*]] = ts.div %[[S]]
# PART: ts.slice_scatter
def part_in_place(x: torch.Tensor) -> torch.Tensor:
    c = x.clone()
    c[1:].div_(2.0)
    return c


def part_alias(x: torch.Tensor) -> torch.Tensor:
    c = x.clone()
    d = [c][0]
    # PART-ALIAS: in-place.py:[[@LINE+1]]:5: error: assignment into `c`, which `d` also refers to, is not supported
    c[0].zero_()
    return d


# Variables that held one tensor on some path stay possibly shared after an
# `if` or a loop merges them into different values; so do views made in a
# branch or a loop body. The change is rejected there too, never applied to
# one of them only.
# RUN: not tsc compile %s --entry merged_alias 2>&1 | FileCheck %s --check-prefix=MERGED
# RUN: not tsc compile %s --entry loop_alias 2>&1 | FileCheck %s --check-prefix=LOOP
# RUN: not tsc compile %s --entry loop_view 2>&1 | FileCheck %s --check-prefix=LOOP-VIEW
# RUN: tsc run %s --entry branch_view --args %t.json 2>/dev/null | FileCheck %s --check-prefix=BRANCH-VIEW
# RUN: tsc run %s --entry merged_fresh --args %t.json 2>/dev/null | FileCheck %s --check-prefix=MERGED-FRESH
def merged_alias(x: torch.Tensor) -> torch.Tensor:
    a = x.clone()
    if bool(x.sum() > 0):
        b = a
    else:
        b = x.clone()
    # MERGED: in-place.py:[[@LINE+1]]:5: error: in-place `mul_` on `b`, which `a` may also refer to (they held the same tensor on some path to here), is not supported; use the out-of-place `mul`
    b.mul_(2.0)
    return a + b


def loop_alias(x: torch.Tensor) -> torch.Tensor:
    a = x.clone()
    b = x.clone()
    for i in range(3):
        # LOOP: in-place.py:[[@LINE+1]]:9: error: in-place `mul_` on `b`, which `a` may also refer to
        b.mul_(2.0)
        b = a
    return a


def loop_view(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    r = x.clone()
    for i in range(2):
        # LOOP-VIEW: in-place.py:[[@LINE+1]]:9: error: in-place `add_` on `r`, a view of `y` (they share storage)
        r.add_(1.0)
        r = y[0]
    return y


# A view one branch made (the other a fresh tensor) is the view on that
# path: the change is written back into `y` where the branch ran.
# BRANCH-VIEW: {"tensor":{"dtype":"float32","shape":[3],"data":[1.0,0.0,0.0]}}
def branch_view(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    r = x.clone()
    if bool(x.sum() > 0):
        r = y[1:]
    r.zero_()
    return y


# Fresh values in both branches are not shared: the change is rewritten.
# MERGED-FRESH: {"tensor":{"dtype":"float32","shape":[3],"data":[13.0,23.0,33.0]}}
def merged_fresh(x: torch.Tensor) -> torch.Tensor:
    out = x.clone()
    for i in range(2):
        out = out * 2.0
        out.add_(1.0)
    a = x.clone()
    if bool(x.sum() > 0):
        b = a * 2.0
    else:
        b = a + 1.0
    b.mul_(3.0)
    return out + b


# Names made by `b = a` and `b = a.detach()` all see an in-place change,
# as in PyTorch (conformance case lang_named_tensor_aliases has more).
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]' > %t.named.json
# RUN: tsc run %s --entry named_aliases --args %t.named.json 2>/dev/null | FileCheck %s --check-prefix=NAMED
# NAMED: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[4.0,6.0]}},{"tensor":{"dtype":"float32","shape":[2],"data":[4.0,6.0]}}]}
def named_aliases(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    y = x.clone()
    z = y.detach()
    y += 1.0
    z.mul_(2.0)
    return y, z


# Names of one tensor made before a loop (`x = logits`) and still one
# tensor at the end of its body are carried as one value: a change through
# either changes both in every iteration. Where the body parts them
# (`c = c * 2.0` on some iteration), the change is rejected as above.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3], "data": [1, -2, 3]}}, 2]' > %t.loop.json
# RUN: tsc run %s --entry loop_names --args %t.loop.json 2>/dev/null | FileCheck %s --check-prefix=LOOP-NAMES
# RUN: not tsc compile %s --entry loop_parted 2>&1 | FileCheck %s --check-prefix=LOOP-PARTED
# LOOP-NAMES: {"tuple":[{"tensor":{"dtype":"float32","shape":[3],"data":[-1000.0,-2.0,-1000.0]}},{"tensor":{"dtype":"float32","shape":[3],"data":[-1000.0,-2.0,-1000.0]}}]}
def loop_names(logits: torch.Tensor, k: int) -> Tuple[torch.Tensor, torch.Tensor]:
    x = logits
    for s in range(k):
        j = int(torch.argmax(x))
        x[j] = -1000.0
    return x, logits


def loop_parted(a: torch.Tensor, n: int) -> torch.Tensor:
    b = a.clone()
    c = b
    for i in range(n):
        c[i] = float(i) * 10
        if i == 1:
            c = c * 2.0
        # LOOP-PARTED: in-place.py:[[@LINE+1]]:9: error: in-place `+=` on `b`, which `c` may also refer to (they held the same tensor on some path to here)
        b += 1.0
    return b + c


# An in-place op keeps its tensor's dtype: the result is converted back
# (`ts.cast_to ... {in_place}`), and refinement rejects the conversions
# PyTorch refuses there, as TorchScript does when it runs them.
def int_plus_float(y: torch.Tensor):
    # INT-FLOAT: in-place.py:[[@LINE+1]]:5: error: result type Float can't be cast to the desired output type Long
    y += 1.5
    return y


def int_times_float(y: torch.Tensor):
    # INT-FLOAT-METHOD: in-place.py:[[@LINE+1]]:5: error: result type Float can't be cast to the desired output type Long
    y.mul_(torch.ones(2))
    return y


# KEEPS-LABEL: func.func @keeps_dtype
# KEEPS: %[[SUM:.*]] = ts.add
# KEEPS: %[[D:.*]] = ts.dtype %arg0
# KEEPS: ts.cast_to %[[SUM]], %[[D]] into %arg0 : !ts.tensor, !ts.tensor -> !ts.tensor
def keeps_dtype(y: torch.Tensor):
    y.add_(y.double())
    return y


# A call whose result may be its input (a script function's, or
# `contiguous()`'s) cannot be changed in place: the change would have to
# reach the input. A fresh result (arithmetic, a torch op that neither
# views nor returns its input) can, as its functional form.
# RUN: not tsc compile %s --entry through_call 2>&1 | FileCheck %s --check-prefix=THROUGH-CALL
# RUN: not tsc compile %s --entry through_contiguous 2>&1 | FileCheck %s --check-prefix=THROUGH-CONTIGUOUS
# RUN: not tsc compile %s --entry through_as_tensor 2>&1 | FileCheck %s --check-prefix=THROUGH-AS-TENSOR
# RUN: tsc run %s --entry fresh_results --args %t.json 2>/dev/null | FileCheck %s --check-prefix=FRESH
# RUN: tsc run %s --entry list_element --args %t.json 2>/dev/null | FileCheck %s --check-prefix=LIST-ELEMENT
# RUN: not tsc compile %s --entry list_of_views 2>&1 | FileCheck %s --check-prefix=LIST-OF-VIEWS
# RUN: not tsc compile %s --entry conditional_arm 2>&1 | FileCheck %s --check-prefix=CONDITIONAL-ARM
def same(t: torch.Tensor) -> torch.Tensor:
    return t


def through_call(x: torch.Tensor) -> torch.Tensor:
    # THROUGH-CALL: in-place.py:[[@LINE+1]]:12: error: in-place `add_` on what a call returned, which may be its input or a view of it
    return same(x).add_(1.0)


def through_contiguous(x: torch.Tensor) -> torch.Tensor:
    # THROUGH-CONTIGUOUS: in-place.py:[[@LINE+1]]:12: error: in-place `zero_` on what a call returned
    return x.contiguous().zero_()


# A list of static length holds its tensors: a change of an element (by
# index or as the loop variable) is the list's, as in Python. (TorchScript's
# own optimizer merges the two `clone()`s here and drops the `mul_`,
# returning [x, x].)
# LIST-ELEMENT: [{"tensor":{"dtype":"float32","shape":[3],"data":[6.0,12.0,18.0]}},{"tensor":{"dtype":"float32","shape":[3],"data":[2.0,4.0,6.0]}}]
def list_element(x: torch.Tensor) -> List[torch.Tensor]:
    xs = [x.clone(), x.clone()]
    xs[0].mul_(3.0)
    for t in xs:
        t.mul_(2.0)
    return xs


# Elements that view another tensor would change it too: refused.
def list_of_views(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    xs = [y[0], y[1]]
    for t in xs:
        # LIST-OF-VIEWS: in-place.py:[[@LINE+1]]:9: error: in-place `mul_` on `t`, which `xs` also refers to, is not supported
        t.mul_(2.0)
    return xs


def conditional_arm(x: torch.Tensor, flag: bool) -> torch.Tensor:
    a = x * 2.0
    b = x * 3.0
    # CONDITIONAL-ARM: in-place.py:[[@LINE+1]]:5: error: in-place `mul_` on a tensor other values may hold (a container's element, a conditional expression's arm); use the out-of-place `mul` and store its result
    (a if flag else b).mul_(3.0)
    return a


def through_as_tensor(x: torch.Tensor) -> torch.Tensor:
    # THROUGH-AS-TENSOR: in-place.py:[[@LINE+1]]:12: error: in-place `add_` on what a call returned
    return torch.as_tensor(x, dtype=torch.float32).add_(1.0)


# FRESH: {"tuple":[{"tensor":{"dtype":"float32","shape":[3],"data":[1.0,2.0,3.0]}},{"tensor":{"dtype":"float32","shape":[3],"data":[9.0,15.0,21.0]}},{"tensor":{"dtype":"float32","shape":[3],"data":[0.0,0.0,0.0]}},{"tensor":{"dtype":"float32","shape":[3],"data":[4.0,4.0,4.0]}}]}
def fresh_results(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    a = (x * 2.0).add_(1.0).mul_(3.0)
    b = F.relu(x).zero_()
    c = x.sum(0, keepdim=True).expand(3).clone().fill_(4.0)
    return x, a, b, c


# An in-place result is written into its receiver, so broadcasting must not
# grow it: PyTorch's error, at compile time when the sizes are known, when
# the branch runs in a branch, and at run time for sizes known only then.
# Shape-changing in-place methods (`unsqueeze_`, `t_`) are not broadcasts.
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}, {"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, true]' > %t.grow.json
# RUN: not tsc run %s --entry grows --args %t.grow.json 2>&1 | FileCheck %s --check-prefix=GROWS
# RUN: not tsc run %s --entry grows_augmented --args %t.grow.json 2>&1 | FileCheck %s --check-prefix=GROWS-AUG
# RUN: not tsc run %s --entry grows_in_branch --args %t.grow.json 2>&1 | FileCheck %s --check-prefix=GROWS-BRANCH
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [3], "data": [1, 2, 3]}}, {"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}, false]' > %t.nogrow.json
# RUN: tsc run %s --entry grows_in_branch --args %t.nogrow.json 2>/dev/null | FileCheck %s --check-prefix=BRANCH-NOT-TAKEN
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [4], "data": [5, 2, 3, 4]}}]' > %t.mask.json
# RUN: not tsc run %s --entry grows_run_time --args %t.mask.json 2>&1 | FileCheck %s --check-prefix=GROWS-RUN-TIME
# RUN: tsc run %s --entry reshaped_in_place --args %t.json 2>/dev/null | FileCheck %s --check-prefix=RESHAPED
def grows(x: torch.Tensor, y: torch.Tensor, flag: bool) -> torch.Tensor:
    # GROWS: in-place.py:[[@LINE+1]]:5: error: output with shape [3] doesn't match the broadcast shape [2, 3]
    x.add_(y)
    return x


def grows_augmented(x: torch.Tensor, y: torch.Tensor, flag: bool) -> torch.Tensor:
    # GROWS-AUG: in-place.py:[[@LINE+1]]:5: error: output with shape [3] doesn't match the broadcast shape [2, 3]
    x *= y
    return x


# BRANCH-NOT-TAKEN: {"tensor":{"dtype":"float32","shape":[3],"data":[1.0,2.0,3.0]}}
def grows_in_branch(x: torch.Tensor, y: torch.Tensor, flag: bool) -> torch.Tensor:
    if flag:
        # GROWS-BRANCH: in-place.py:[[@LINE+1]]:9: error: RuntimeError: output with shape [3] doesn't match the broadcast shape [2, 3]
        x.sub_(y)
    return x


def grows_run_time(x: torch.Tensor) -> torch.Tensor:
    big = x[x > 2.5]
    small = torch.zeros(1)
    # GROWS-RUN-TIME: in-place.py:[[@LINE+1]]:5: error: RuntimeError: output with shape doesn't match the broadcast shape (sizes known only at run time)
    small.add_(big)
    return small


# RESHAPED: {"tensor":{"dtype":"float32","shape":[3,1],"data":[1.0,2.0,3.0]}}
def reshaped_in_place(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    y.unsqueeze_(0)
    y.t_()
    return y


# A tuple element a call returned may be the caller's tensor, and one
# `.float()` gave may be its input: a change through them is refused.
# RUN: not tsc compile %s --entry element_from_call 2>&1 | FileCheck %s --check-prefix=ELEMENT-FROM-CALL
# RUN: not tsc compile %s --entry element_converted 2>&1 | FileCheck %s --check-prefix=ELEMENT-CONVERTED
def pair_of(t: torch.Tensor) -> Tuple[torch.Tensor, int]:
    return t, 1


def element_from_call(x: torch.Tensor) -> torch.Tensor:
    y = x * 1.0
    p = pair_of(y)
    # ELEMENT-FROM-CALL: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on
    p[0].add_(1.0)
    return y


def element_converted(x: torch.Tensor) -> torch.Tensor:
    y = x * 1.0
    p = (y.float(), 2)
    # ELEMENT-CONVERTED: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on
    p[0].add_(1.0)
    return y


# An element another variable also names: refused, naming both.
# RUN: not tsc compile %s --entry element_and_variable 2>&1 | FileCheck %s --check-prefix=ELEMENT-AND-VARIABLE
def element_and_variable(x: torch.Tensor) -> List[torch.Tensor]:
    a = x * 2.0
    xs = [a, a]
    # ELEMENT-AND-VARIABLE: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on `xs[0]`, which `a` also refers to, is not supported; use the out-of-place `add`
    xs[0].add_(1.0)
    return xs


# A view a loop that may run zero times surely replaces is the view after
# it only where the loop did not run: a flag (true before the loop, false
# in its body) selects the view made again or the loop's value, and a
# change through it is written back under the same flag. A body that
# replaces it only on some paths stays refused.
# RUN: tsc compile %s --entry replaced_in_loop --emit=ts | FileCheck %s --check-prefix=REPLACED
# RUN: echo '{"entry": "replaced_in_loop", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 0]}' > %t.unrun.json
# RUN: tsc run %s --args %t.unrun.json 2>/dev/null | FileCheck %s --check-prefix=REPLACED-ZERO
# RUN: echo '{"entry": "replaced_in_loop", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}, 2]}' > %t.ran.json
# RUN: tsc run %s --args %t.ran.json 2>/dev/null | FileCheck %s --check-prefix=REPLACED-TWICE
# RUN: not tsc compile %s --entry replaced_on_some_paths 2>&1 | FileCheck %s --check-prefix=SOME-PATHS
# REPLACED: %[[STILL:.*]] = ts.constant true
# REPLACED: %[[WHILE:.*]]:4 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[STILL]],
# REPLACED: %[[VIEW:.*]] = ts.select %[[WHILE]]#3 {dim = 0 : i64, index = 0 : i64}
# REPLACED: arith.select %[[WHILE]]#1, %[[VIEW]], %[[WHILE]]#2 {ts.view_if} : !ts.tensor
# REPLACED: ts.select_scatter %[[WHILE]]#3
# REPLACED-ZERO: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[2.0,2.0]}},{"tensor":{"dtype":"float32","shape":[],"data":[2.0]}}]}
# REPLACED-TWICE: {"tuple":[{"tensor":{"dtype":"float32","shape":[2],"data":[1.0,2.0]}},{"tensor":{"dtype":"float32","shape":[],"data":[5.0]}}]}
def replaced_in_loop(a: torch.Tensor, n: int):
    x = a * 1
    v = x[0]
    for i in range(n):
        v = v * 2
    v.add_(1)
    return x, v


def replaced_on_some_paths(a: torch.Tensor, n: int):
    x = a * 1
    v = x[0]
    for i in range(n):
        if i > 0:
            v = v * 2
    # SOME-PATHS: in-place.py:[[@LINE+1]]:5: error: in-place `add_` on `v`, a view of `x` (they share storage), is not supported
    v.add_(1)
    return x, v


# `torch.broadcast_tensors(a, b)[0]` views `a` (an expand, which is not
# made again): a later change of `a` is refused, not left unseen.
# RUN: not tsc compile %s --entry broadcast_view 2>&1 | FileCheck %s --check-prefix=BROADCAST-VIEW
def broadcast_view(a: torch.Tensor):
    x = a * 1
    v = torch.broadcast_tensors(x, x)[0]
    # BROADCAST-VIEW: in-place.py:[[@LINE+1]]:5: error: in-place `+=` on `x`, whose storage the view `v` shares, is not supported
    x += 1
    return x, v
