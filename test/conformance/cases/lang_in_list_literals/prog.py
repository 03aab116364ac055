import torch
from typing import List, Tuple, Optional

def f(n: int, s: str) -> Tuple[bool, bool, bool, bool]:
    return n in [1, 2, 3], s in ["a", "b"], n not in (4, 5), 2.5 in [1.0, 2.5]
