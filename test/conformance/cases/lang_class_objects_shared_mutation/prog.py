import torch
from typing import List, Tuple, Optional

from typing import Dict

class Node:
    def __init__(self, val: float, name: str):
        self.val = val
        self.name = name
        self.kids: List[int] = []

    def bump(self, by: float) -> float:
        self.val += by
        return self.val

def touch(n: Node, by: float) -> Node:
    n.val = n.val * by
    return n

def f(x: torch.Tensor) -> Tuple[List[float], List[str], float, float, List[List[int]], float]:
    a = Node(1.0, "a")
    b = a
    b.val = 2.0
    nodes: List[Node] = []
    n = Node(3.0, "n")
    nodes.append(n)
    n.val = 5.0
    nodes.append(a)
    nodes.append(Node(float(x.sum()), "s"))
    nodes[0].bump(1.0)
    nodes[1].kids.append(7)
    for m in nodes:
        m.name = m.name + "!"
        m.bump(0.5)
    cur = nodes[0]
    i = 0
    while i < 2:
        cur = nodes[i + 1]
        i += 1
    t = touch(cur, 2.0)
    d: Dict[str, Node] = {}
    for m in nodes:
        d[m.name] = m
    d["a!"].val += 100.0
    total = 0.0
    for k, v in d.items():
        total += v.val
    return [m.val for m in nodes], [m.name for m in nodes], a.val, t.val, [m.kids for m in nodes], total
