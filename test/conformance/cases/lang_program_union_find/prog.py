import torch
from typing import List, Tuple, Optional

def find(parent: List[int], x: int) -> int:
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x

def f(n: int, edges: List[Tuple[int, int]]) -> Tuple[int, List[int]]:
    parent = list(range(n))
    for a, b in edges:
        ra = find(parent, a)
        rb = find(parent, b)
        if ra != rb:
            parent[ra] = rb
    roots = [find(parent, i) for i in range(n)]
    distinct: List[int] = []
    for r in roots:
        if r not in distinct:
            distinct.append(r)
    return len(distinct), roots
