import torch
from typing import List, Tuple, Optional

from typing import Dict

class Node:
    def __init__(self, val: int):
        self.val = val

def f(n: int) -> Tuple[List[bool], List[bool]]:
    a = [n]
    b = a
    c = [n]
    c.append(0)
    d = {"a": n}
    e = d
    f = {"a": n}
    f["b"] = 1
    lists = [a is b, a is c, d is e, d is f, a is not c]
    xs = [[1], [2]]
    first = xs[0]
    for x in xs:
        lists.append(x is first)
    m: Dict[str, List[int]] = {"k": first}
    lists.append(m["k"] is first)
    p = Node(1)
    q = p
    r = Node(1)
    nodes = [p, r]
    objects = [p is q, p is r, p is not r, nodes[0] is p, nodes[1] is p]
    return lists, objects
