import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(s: str, k: int) -> Tuple[str, str, int, str, List[int]]:
    codes: List[int] = []
    for c in s:
        codes.append(ord(c))
    return s[0], s[-1], ord(s[k]), chr(ord("a") + k), codes
