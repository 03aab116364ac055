import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(xs: List[int]) -> Tuple[Dict[int, int], bool, bool, int]:
    counts: Dict[int, int] = {}
    for x in xs:
        if x in counts:
            counts[x] = counts[x] + 1
        else:
            counts[x] = 1
    total = 0
    for v in counts.values():
        total = total * 10 + v
    return counts, 3 in counts, 99 not in counts, total
