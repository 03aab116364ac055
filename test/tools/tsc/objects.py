# A script-class instance stored in a list or dict becomes a runtime object
# (ts.object_new) that every reference shares: reads and writes of its
# attributes are ts.object_get / ts.object_set, and the variable it came
# from refers to the same object from then on.
# RUN: tsc compile %s --entry shared --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "shared", "args": [2]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: tsc compile %s --entry optional_field --emit=ts | FileCheck %s --check-prefix=OPTIONAL
# RUN: echo '{"entry": "optional_field", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]}' > %t.optional.json
# RUN: tsc run %s --args %t.optional.json 2>/dev/null | FileCheck %s --check-prefix=OPTIONAL-OUT
# RUN: not tsc compile %s --entry returns_objects 2>&1 | FileCheck %s --check-prefix=RETURN
# RUN: not tsc compile %s --entry printed 2>&1 | FileCheck %s --check-prefix=PRINT
# RUN: echo '{"entry": "called", "args": [3]}' > %t.called.json
# RUN: tsc run %s --args %t.called.json 2>/dev/null | FileCheck %s --check-prefix=CALLED
# RUN: not tsc compile %s --entry not_callable 2>&1 | FileCheck %s --check-prefix=NOTCALLABLE
# RUN: echo '{"entry": "chained", "args": [[{"float": 1.0}, {"float": -2.0}, {"float": 3.0}]]}' > %t.chained.json
# RUN: tsc run %s --args %t.chained.json 2>/dev/null | FileCheck %s --check-prefix=CHAINED
# RUN: tsc compile %s --args %t.chained.json --emit=ts | FileCheck %s --check-prefix=CHAINED-IR
# RUN: not tsc compile %s --entry self_kept 2>&1 | FileCheck %s --check-prefix=SELFKEPT
# RUN: tsc compile %s --entry identity --emit=ts | FileCheck %s --check-prefix=IDENTITY
# RUN: echo '{"entry": "identity", "args": []}' > %t.identity.json
# RUN: tsc run %s --args %t.identity.json 2>/dev/null | FileCheck %s --check-prefix=IDENTITY-OUT
# RUN: tsc compile %s --entry first_big --emit=ts | FileCheck %s --check-prefix=FIRSTBIG
# RUN: echo '{"entry": "first_big", "args": [[{"float": 0.5}, {"float": 3.0}, {"float": 4.0}]]}' > %t.first_big.json
# RUN: tsc run %s --args %t.first_big.json 2>/dev/null | FileCheck %s --check-prefix=FIRSTBIG-OUT
# RUN: not tsc compile %s --entry linked 2>&1 | FileCheck %s --check-prefix=RECURSIVE
import torch
from typing import Dict, List, Optional, Tuple


class Node:
    def __init__(self, val: float):
        self.val = val
        self.kids: List[int] = []

    def bump(self, by: float) -> float:
        self.val += by
        return self.val


class Layer:
    def __init__(self, w: torch.Tensor):
        self.w = w
        self.scale: Optional[float] = None


# IR-LABEL: func.func @shared
# IR: %[[N:.*]] = ts.object_new %{{.*}}, %{{.*}} : !ts.list<i64>, f64 -> !ts.object<"Node">
# IR: ts.list_append %{{.*}}, %[[N]] : !ts.list<!ts.object<"Node">>, !ts.object<"Node">
# `n.val = 5.0` after the append writes the shared object.
# IR: ts.object_set %[[N]][1], %{{.*}} : !ts.object<"Node">, f64
# IR: ts.list_get %{{.*}}[%{{.*}}] : !ts.list<!ts.object<"Node">> -> !ts.object<"Node">
# IR: ts.object_get %{{.*}}[1] : !ts.object<"Node"> -> f64
# OUT: {"tuple":{{\[\[}}{"float":7.0},{"float":3.0}],{{\[\[}}4],[]],{"float":3.0}]}
def shared(k: int) -> Tuple[List[float], List[List[int]], float]:
    nodes: List[Node] = []
    n = Node(1.0)
    nodes.append(n)
    n.val = 5.0
    a = Node(2.0)
    alias = a
    alias.val += 1.0
    nodes.append(a)
    nodes[0].bump(float(k))
    nodes[0].kids.append(4)
    d: Dict[str, Node] = {"first": nodes[0]}
    return [m.val for m in nodes], [m.kids for m in nodes], a.val


# An Optional attribute is stored as a packed optional.
# OPTIONAL-LABEL: func.func @optional_field
# OPTIONAL: ts.optional_pack %{{.*}} : f64 -> !ts.optional<f64>
# OPTIONAL: ts.object_new %{{.*}}, %{{.*}} : !ts.optional<f64>, !ts.tensor -> !ts.object<"Layer">
# OPTIONAL-OUT: {"tensor":{"dtype":"float32","shape":[2],"data":[1.0,0.0]}}
def optional_field(x: torch.Tensor) -> torch.Tensor:
    layers = [Layer(x), Layer(x + 1.0)]
    layers[1].scale = 2.0
    out = x
    for layer in layers:
        s = layer.scale
        if s is not None:
            out = out + layer.w * s
    return out - x * 4.0


# RETURN: objects.py:[[@LINE+1]]:5: error: the entry function cannot return `List[Node]`
def returns_objects(x: torch.Tensor) -> List[Node]:
    return [Node(1.0)]


def printed(x: torch.Tensor) -> int:
    nodes = [Node(1.0)]
    # PRINT: objects.py:[[@LINE+1]]:11: error: the text of a script-class instance (`List[Node]`) is not supported (TorchScript prints its address)
    print(nodes)
    return 0


class Scale:
    def __init__(self, k: int):
        self.k = k

    def __call__(self, v: int) -> int:
        return v * self.k


def make_scale(k: int) -> Scale:
    return Scale(k + 1)


# A comprehension of instances a function returns is a list of objects;
# `s(v)` and `scales[i](v)` call `__call__`.
# CALLED: {"tuple":{{\[\[}}1,2,3],9,12]}
def called(n: int) -> Tuple[List[int], int, int]:
    scales = [make_scale(i) for i in range(n)]
    s = Scale(3)
    return [t.k for t in scales], s(n), scales[2](4)


def not_callable(n: int) -> int:
    k = 3
    # NOTCALLABLE: objects.py:[[@LINE+1]]:12: error: 'int' object is not callable
    return k(n)


class Acc:
    def __init__(self, start: float):
        self.total = start
        self.n = 0

    def add(self, v: float) -> 'Acc':
        if v < 0.0:
            return self
        self.total += v
        self.n += 1
        return self

    def twice(self, v: float) -> 'Acc':
        self.add(v)
        return self.add(v)

    def keep(self) -> List['Acc']:
        # SELFKEPT: objects.py:[[@LINE+1]]:17: error: `self` as a value (not `self.attr`) is supported only in `return self` yet
        return [self]


# A method that returns `self` (directly or through another method) makes
# its result an alias of the instance: the instance is held by reference
# from the call on, so `b = acc.add(1.0); b.add(5.0)` changes `acc`, and
# chained calls each change the same object.
# CHAINED-IR-LABEL: func.func @chained
# CHAINED-IR: %[[ACC:.*]] = ts.object_new
# CHAINED-IR: scf.while
# CHAINED-IR: ts.object_set %{{.*}}[0]
# CHAINED: {"tuple":[{"float":10.0},4,{"float":10.0},{"float":5.0}]}
def chained(vals: List[float]) -> Tuple[float, int, float, float]:
    acc = Acc(0.0)
    for v in vals:
        acc = acc.add(v)
    b = acc.add(1.0)
    b.add(5.0)
    c = Acc(1.0).twice(2.0)
    return acc.total, acc.n, b.total, c.total


def self_kept() -> int:
    return len(Acc(0.0).keep())


class Edge:
    def __init__(self, a: Node, b: Node):
        self.a = a
        self.b = b


# An instance passed to a constructor that keeps it is shared with the
# new instance (boxed, the variable rebound to the object), so `e.a.val`
# writes `p`; `is` on objects compares the objects (`a is a` folds).
# IDENTITY-LABEL: func.func @identity
# IDENTITY: %[[P:.*]] = ts.object_new %{{.*}}, %{{.*}} : !ts.list<i64>, f64 -> !ts.object<"Node">
# IDENTITY: %[[Q:.*]] = ts.object_new %{{.*}}, %{{.*}} : !ts.list<i64>, f64 -> !ts.object<"Node">
# IDENTITY: ts.object_set %[[P]][1]
# IDENTITY: ts.is_same %[[Q]], %[[P]] : !ts.object<"Node">
# IDENTITY-OUT: [true,true,false,true]
def identity() -> List[bool]:
    p = Node(1.0)
    q = p
    e = Edge(p, Node(2.0))
    e.a.val = 5.0
    return [p is q, e.a is p, e.b is p, p.val == 5.0]


# An `Optional[Node]` that is None on some paths is a presence flag and an
# object (a field-less placeholder while absent).
# FIRSTBIG-LABEL: func.func @first_big
# FIRSTBIG: ts.object_new -> !ts.object<"Node">
# FIRSTBIG: scf.while {{.*}} !ts.object<"Node">
# FIRSTBIG-OUT: {"float":3.0}
def first_big(vals: List[float]) -> float:
    best: Optional[Node] = None
    for v in vals:
        if best is None and v > 1.0:
            best = Node(v)
    if best is None:
        return -1.0
    return best.val


class Link:
    def __init__(self, v: int, nxt: Optional["Link"]):
        self.v = v
        self.nxt = nxt


# TorchScript has no recursive class types.
def linked(n: int) -> int:
    head: Optional[Link] = None
    for i in range(n):
        # RECURSIVE: objects.py:[[@LINE+1]]:16: error: Assignment to attribute 'nxt' cannot be of a type that contains class 'Link' (a class cannot hold instances of itself in TorchScript)
        head = Link(i, head)
    return 0 if head is None else head.v
