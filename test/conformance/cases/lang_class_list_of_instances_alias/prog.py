import torch
from typing import List, Tuple, Optional

class Node:
    def __init__(self, name: str, val: float):
        self.name = name
        self.val = val
        self.children: List[int] = []

def f(x: torch.Tensor) -> Tuple[List[float], List[str], List[List[int]]]:
    nodes: List[Node] = []
    for i in range(x.size(0)):
        nodes.append(Node("n" + str(i), float(x[i])))
    for i in range(1, len(nodes)):
        parent = nodes[(i - 1) // 2]
        parent.children.append(i)
        parent.val += nodes[i].val
    alias = nodes[0]
    alias.name = alias.name + "_root"
    return [n.val for n in nodes], [n.name for n in nodes], [n.children for n in nodes]
