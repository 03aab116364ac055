import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(names: List[str], env: Dict[str, float]) -> float:
    s = 0.0
    for n in names:
        v = env.get(n)
        if v is None:
            continue
        s += v  # error
    return s
