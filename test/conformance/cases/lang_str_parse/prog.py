import torch
from typing import List, Tuple, Optional

def f(s: str) -> Tuple[int, float, List[int]]:
    parts = s.split(" ")
    nums: List[int] = []
    for p in parts:
        if p.isdigit():
            nums.append(int(p))
    return int(parts[0]) * 2, float("1.5") + len(s), nums
