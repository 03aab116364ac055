import torch
from typing import List, Tuple, Optional

from typing import Dict

class Node:
    def __init__(self, val: float):
        self.val = val

def f(x: torch.Tensor) -> List[float]:
    d: Dict[int, Node] = {}
    for i in range(x.size(0)):
        d[i] = Node(float(x[i]))
    d[0].val += 10.0
    return [d[i].val for i in range(x.size(0))]
