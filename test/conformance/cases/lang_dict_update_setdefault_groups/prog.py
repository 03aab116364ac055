import torch
from typing import List, Tuple, Optional

from typing import Dict
def f(n: int) -> Tuple[Dict[str, int], int, List[str], Dict[int, List[int]]]:
    d = {'a': 1, 'b': 2}
    d.update({'c': n})
    v = d.setdefault('z', 9)
    d.pop('a')
    groups: Dict[int, List[int]] = {}
    for i in range(n):
        k = i % 3
        if k not in groups:
            groups[k] = torch.jit.annotate(List[int], [])
        groups[k].append(i)
    return d, v, list(d.keys()), groups
