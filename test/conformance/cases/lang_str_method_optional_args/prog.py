import torch
from typing import List, Tuple, Optional

def f(s: str, n: int) -> Tuple[int, int, int, int, bool, bool, List[str], List[str], str, List[str]]:
    return (s.find("a", 2), s.find("a", -3, -1), s.rfind("a", 0, n), s.count("a", 1),
            s.startswith("an", 1), s.endswith("an", 0, 4), s.split("a", 1), s.split(None, n - 3),
            s.replace("a", "o", 2), "  x  y z ".split(None, 1))
