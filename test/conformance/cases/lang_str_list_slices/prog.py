import torch
from typing import List, Tuple, Optional

def f(s: str, xs: List[int], a: int, b: int) -> Tuple[str, str, str, str, List[int], List[int], List[int], str]:
    return s[a:b], s[::-1], s[-3:], s[1::2], xs[a:b], xs[::-2], xs[:-1], s.strip("hd").rstrip("ol")
