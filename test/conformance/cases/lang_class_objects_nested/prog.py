import torch
from typing import List, Tuple, Optional

class Leaf:
    def __init__(self, v: int):
        self.v = v

class Tree:
    def __init__(self):
        self.leaves: List[Leaf] = []
        self.count = 0

    def add(self, v: int):
        self.leaves.append(Leaf(v))
        self.count += 1

def f(x: torch.Tensor) -> List[int]:
    t = Tree()
    for i in range(3):
        t.add(i * 10)
    forest = [t, Tree()]
    forest[1].add(7)
    forest[0].leaves[1].v += 1
    out: List[int] = []
    for tr in forest:
        for l in tr.leaves:
            out.append(l.v)
        out.append(tr.count)
    k = 0
    while k < 2:
        t2 = forest[k]
        t2.count += 100
        k += 1
    out.append(t.count)
    return out
