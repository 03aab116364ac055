import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(a: int, s: str, x: float, b: bool) -> Tuple[int, int, int, int, int, int, Dict[int, str]]:
    buckets: Dict[int, str] = {}
    for w in s.split(" "):
        buckets[hash(w) % 7] = w
    return hash(a), hash(s), hash(x), hash(b), hash(-x), hash(0.0), buckets
