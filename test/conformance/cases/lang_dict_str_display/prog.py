import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(k: str, d: Dict[str, float]) -> float:
    weights = {"a": 1.0, "b": 2.0}
    total = 0.0
    for key in d:
        total += d[key] * weights[key]
    return total + weights[k]
