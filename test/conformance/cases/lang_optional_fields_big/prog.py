import torch
from typing import List, Tuple, Optional

class Node:
    def __init__(self, v: int, nxt: Optional[int]):
        self.v = v
        self.nxt = nxt

    def link(self, n: int):
        self.nxt = n

    def unlink(self):
        self.nxt = None

def follow(node: Node) -> int:
    nxt = node.nxt
    if nxt is None:
        return -1
    return nxt

def clear_if(x: Optional[int], n: int) -> int:
    if n > 0:
        x = None
    if x is None:
        return 0
    return x

def f(n: int) -> Tuple[int, int, int, int]:
    a = Node(n, None)
    if n > 2:
        a.nxt = n * 2
    b = Node(n, 5)
    if n > 2:
        b.unlink()
    else:
        b.link(n * 10)
    return follow(a), follow(b), clear_if(4, n - 2), clear_if(7, 0)
