import torch
from typing import List, Tuple, Optional

def f(s: str, e: int) -> Tuple[int, int, int, bool, bool, bool, bool]:
    return (s.count("ab", 0, 1), s.count("ab", 1, 4), s.count("b", e, e + 3), s.endswith("ab", 3, 1), s.startswith("cab", 2, 0),
            s.startswith("ab", -2, -3), s.endswith("b", 1, 2))
