import torch
from typing import List, Tuple, Optional

def f(s: str) -> Tuple[List[str], str, bool, bool, int, str, str, str, bool]:
    parts = s.split(",")
    j = "-".join(parts)
    return parts, j.upper(), s.startswith("a"), s.endswith("z"), s.find("b"), s.replace("a", "x"), s.strip(), s.lower(), "b" in s
