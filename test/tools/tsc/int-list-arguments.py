# A List[int] value where an op needs ints known at compile time (the
# sizes of a view, the dims of a reduction or permute) is compiled for the
# values refinement learns (sizes of tensors) or the example input gives,
# and checked to still hold them when the call runs.
# RUN: echo '{"entry": "heads", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3, 4], "data": [0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23]}}]}' > %t.heads.json
# RUN: tsc run %s --args %t.heads.json 2>/dev/null | FileCheck %s --check-prefix=HEADS
# RUN: tsc compile %s --args %t.heads.json --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "reduce", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1,2,3,4]}}, [0, 1], [1, 0]]}' > %t.reduce.json
# RUN: echo '{"entry": "reduce", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1,2,3,4]}}, [1], [1, 0]]}' > %t.other.json
# RUN: tsc run %s --args %t.reduce.json 2>/dev/null | FileCheck %s --check-prefix=REDUCE
# RUN: not tsc run %s --args %t.reduce.json --call-args %t.other.json 2>&1 | FileCheck %s --check-prefix=GUARD
# RUN: echo '{"entry": "built_in_loop", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1,2,3,4]}}, 2]}' > %t.loop.json
# RUN: echo '{"entry": "built_in_loop", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1,2,3,4]}}, 1]}' > %t.loop1.json
# RUN: tsc run %s --args %t.loop.json 2>/dev/null | FileCheck %s --check-prefix=LOOP
# RUN: not tsc run %s --args %t.loop.json --call-args %t.loop1.json 2>&1 | FileCheck %s --check-prefix=LOOP-GUARD
# RUN: echo '{"entry": "built_from_data", "args": [{"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1,0,0,1]}}]}' > %t.data.json
# RUN: not tsc run %s --args %t.data.json 2>&1 | FileCheck %s --check-prefix=DATA
# RUN: echo '{"entry": "written", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3, 1], "data": [1,2,3,4,5,6]}}]}' > %t.written.json
# RUN: tsc run %s --args %t.written.json 2>/dev/null | FileCheck %s --check-prefix=WRITTEN
# RUN: echo '{"entry": "view_items", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1,2,3,4,5,6]}}, [3, -1]]}' > %t.items.json
# RUN: echo '{"entry": "view_items", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1,2,3,4,5,6]}}, [4, -1]]}' > %t.badsize.json
# RUN: echo '{"entry": "view_items", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1,2,3,4,5,6]}}, [-1, -1]]}' > %t.twice.json
# RUN: tsc run %s --args %t.items.json 2>/dev/null | FileCheck %s --check-prefix=ITEMS
# RUN: not tsc run %s --args %t.items.json --call-args %t.badsize.json 2>&1 | FileCheck %s --check-prefix=BADSIZE
# RUN: not tsc run %s --args %t.items.json --call-args %t.twice.json 2>&1 | FileCheck %s --check-prefix=TWICE
# RUN: echo '{"entry": "fed_back_grows", "args": [{"tensor": {"dtype": "float32", "shape": [2, 4], "data": [1,2,3,4,5,6,7,8]}}, 3]}' > %t.grows.json
# RUN: not tsc run %s --args %t.grows.json 2>&1 | FileCheck %s --check-prefix=GROWS
# RUN: echo '{"entry": "GrownInput.forward", "args": [{"tensor": {"dtype": "float32", "shape": [1, 6], "data": [1,2,3,4,5,6]}}, 2]}' > %t.cell.json
# RUN: not tsc run %s --args %t.cell.json --weights %inputs/lstm-decoder/weights.safetensors 2>&1 | FileCheck %s --check-prefix=CELL
# RUN: echo '{"entry": "taken_by_assumption", "args": [{"tensor": {"dtype": "float32", "shape": [1, 4], "data": [1,2,3,4]}}, 1, 2]}' > %t.assumed.json
# RUN: not tsc run %s --args %t.assumed.json 2>&1 | FileCheck %s --check-prefix=ASSUMED
# RUN: echo '{"entry": "after_the_loop", "args": [{"tensor": {"dtype": "float32", "shape": [2, 4], "data": [1,2,3,4,5,6,7,8]}}, {"tensor": {"dtype": "float32", "shape": [1, 4], "data": [1,2,3,4]}}, 2]}' > %t.after.json
# RUN: not tsc run %s --args %t.after.json 2>&1 | FileCheck %s --check-prefix=AFTER
import torch
from typing import List, Tuple


# The list a transformer splits heads with: the size list's head, then
# two ints; `s[0]` of a size list nothing changes is a known size too.
# IR-LABEL: func.func @heads
# IR: ts.runtime_mutate "list_equal"
# IR: ts.reshape %{{.*}}, [2, 3, 2, 2]
# HEADS: {"tensor":{"dtype":"float32","shape":[2,2,3,2],"data":[0.0,1.0,4.0,5.0,8.0,9.0,2.0,3.0,6.0,7.0,10.0,11.0,12.0,13.0,16.0,17.0,20.0,21.0,14.0,15.0,18.0,19.0,22.0,23.0]}}
def heads(x: torch.Tensor) -> torch.Tensor:
    new_shape = x.size()[:-1] + [2, 2]
    s = x.size()
    return x.view(new_shape).permute(0, 2, 1, 3).reshape(s[0], 2, s[1], -1)


# Entry inputs: the example's values, checked in each call.
# REDUCE: {"tuple":[{"tensor":{"dtype":"float32","shape":[],"data":[10.0]}},{"tensor":{"dtype":"float32","shape":[2,2],"data":[1.0,3.0,2.0,4.0]}}]}
def reduce(x: torch.Tensor, dims: List[int], order: List[int]) -> Tuple[torch.Tensor, torch.Tensor]:
    # GUARD: int-list-arguments.py:[[@LINE+1]]:18: error: RuntimeError: sum() was compiled for the list [0, 1] here (learned from the example inputs); the list differs in this call
    return x.sum(dims), x.permute(order)


# A loop over an int input's range builds the list for the example's
# value; a call with another value is refused by the list's check.
# LOOP: {"tensor":{"dtype":"float32","shape":[],"data":[10.0]}}
def built_in_loop(x: torch.Tensor, n: int) -> torch.Tensor:
    dims: List[int] = []
    for i in range(n):
        dims.append(i)
    # LOOP-GUARD: int-list-arguments.py:[[@LINE+1]]:18: error: RuntimeError: sum() was compiled for the list [0, 1] here
    return x.sum(dims)


# A loop whose length comes from the data is known only when it runs.
def built_from_data(x: torch.Tensor) -> torch.Tensor:
    dims: List[int] = []
    for i in range(int(x.sum().item())):
        dims.append(i)
    # DATA: int-list-arguments.py:[[@LINE+1]]:18: error: sum(): the values of this list must be known when the function is compiled
    return x.sum(dims)


# A list written before the call (`s[0] = 1`, `append`) is followed op by
# op; `x.shape[1:]` is a slice of the size list; `expand` takes a shape.
# WRITTEN: {"tuple":[{"tensor":{"dtype":"float32","shape":[1,3],"data":[5.0,7.0,9.0]}},{"tensor":{"dtype":"float32","shape":[2,3,4],"data":[1.0,1.0,1.0,1.0,2.0,2.0,2.0,2.0,3.0,3.0,3.0,3.0,4.0,4.0,4.0,4.0,5.0,5.0,5.0,5.0,6.0,6.0,6.0,6.0]}},[3,1]]}
def written(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, List[int]]:
    s = list(x.shape)
    s[0] = 1
    s.pop()
    t = x.shape[1:]
    wide = x.size()[:-1]
    wide.append(4)
    return x.sum(0).view(s), x.expand(wide), t


# Items of a list input are ints known only at run time: the reshape
# computes the -1 and checks the sizes when it runs, with PyTorch's rules.
# ITEMS: {"tensor":{"dtype":"float32","shape":[3,2],"data":[1.0,2.0,3.0,4.0,5.0,6.0]}}
def view_items(x: torch.Tensor, s: List[int]) -> torch.Tensor:
    # BADSIZE: int-list-arguments.py:[[@LINE+2]]:12: error: RuntimeError: shape '[n, n]' (n: an int known at run time) is invalid for the input's number of elements
    # TWICE: int-list-arguments.py:[[@LINE+1]]:12: error: RuntimeError: only one dimension can be inferred
    return x.view(s[0], s[1])


# A loop whose carried tensor comes from the view (`h` feeds the next
# view's list): the first import assumes the loop keeps `h`'s shape, and
# refining the next one, whose view is real, says it does not; the error
# is the list's, once.
# GROWS: int-list-arguments.py:[[@LINE+4]]:20: error: reshape(): the values of this list must be known when the function is compiled
# GROWS-NOT: error:
def fed_back_grows(h: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        g = h.view(h.size()[:-1] + [2, 2])
        h = torch.cat([g.flatten(1), h], 0)
    return h


# An LSTMCell's input of a size known only at run time: both of the cell's
# reshapes need the list, and report at the one call, once. (The weights
# are the lstm-decoder case's; its other tensors go unused.)
# CELL: int-list-arguments.py:[[@LINE+10]]:16: error: reshape(): the values of this list must be known
# CELL-NOT: error:
class GrownInput(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = torch.nn.LSTMCell(6, 8)

    def forward(self, x: torch.Tensor, steps: int) -> torch.Tensor:
        for i in range(steps):
            x = torch.cat([x, x], 0)
        h, c = self.cell(x)
        return h


# The branch a loop's assumed shape decides is not folded away while a
# provisional result keeps that assumption, so its list is learned and
# found not to hold once the loop is refined for real.
# ASSUMED: int-list-arguments.py:[[@LINE+7]]:24: error: reshape(): the values of this list must be known
# ASSUMED-NOT: error:
def taken_by_assumption(h: torch.Tensor, k: int, n: int) -> torch.Tensor:
    for i in range(n):
        if h.size(0) == 1:
            h = h.repeat(k + 1, 1)
        else:
            h = h.view(h.size()[:-1] + [2, 2])
    return h


# A list after the loop, learned from what the loop was assumed to keep,
# is checked too.
# AFTER: int-list-arguments.py:[[@LINE+6]]:19: error: reshape(): the values of this list must be known
# AFTER-NOT: error:
def after_the_loop(x: torch.Tensor, h: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        g = x.view(x.size()[:-1] + [2, 2])
        h = torch.cat([h, g.flatten(1)[:1]], 0)
    return h.view(h.size()[:-1] + [2, 2])
