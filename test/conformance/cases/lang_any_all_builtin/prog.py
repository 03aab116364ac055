import torch
from typing import List, Tuple, Optional

def f(l: List[int]) -> Tuple[bool, bool, int, List[int]]:
    return any([v > 2 for v in l]), all([v > 0 for v in l]), sum(l), sorted(l)
