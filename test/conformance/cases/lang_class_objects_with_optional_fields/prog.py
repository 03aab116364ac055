import torch
from typing import List, Tuple, Optional

from typing import Dict


class Node:
    def __init__(self, v: int, parent: Optional[int], label: Optional[str]):
        self.v = v
        self.parent = parent
        self.label = label
        self.kids: List[Optional[int]] = []

def f(n: int) -> Tuple[List[int], List[str], int, List[Optional[int]]]:
    nodes: List[Node] = []
    for i in range(n):
        p: Optional[int] = None
        if i > 0:
            p = i - 1
        nodes.append(Node(i, p, None if i % 2 == 0 else "odd" + str(i)))
    out: List[int] = []
    labels: List[str] = []
    for nd in nodes:
        parent = nd.parent
        if parent is None:
            out.append(nd.v)
        else:
            out.append(parent * 10)
        label = nd.label
        if label is not None:
            labels.append(label)
    nodes[0].parent = 7
    nodes[1].kids.append(None)
    nodes[1].kids.append(3)
    by_name: Dict[str, Node] = {"root": nodes[0]}
    root_parent = by_name["root"].parent
    return out, labels, root_parent if root_parent is not None else -1, nodes[1].kids
