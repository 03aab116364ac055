import torch
from typing import List, Tuple, Optional

def f(s: str, e: int) -> Tuple[int, int, int, int, bool, bool, int, int, int]:
    return (s.find("c", 0, -1), s.rfind("c", -3, -1), s.index("c", 0, e), s.count("a", 0, -1),
            s.startswith("ab", 0, -1), s.endswith("bc", 0, -1), s.rfind(s[-1], -2, -1), s.count("b", 1, e - 1),
            s.find("a", -2, e - 3))
