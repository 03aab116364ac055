import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(xs: List[int], ys: List[float], bs: List[bool]) -> Tuple[int, float, bool, bool, int, float, int]:
    return sum(xs), sum(ys), any(bs), all(bs), min(xs), max(ys), max(xs)
