import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(words: List[str], target: str, d: Dict[str, int]) -> Tuple[int, bool, bool, int, int]:
    hits = 0
    for w in words:
        if w == target:
            hits += 1
        elif w != "skip":
            hits += 10
    total = 0
    for k, v in d.items():
        if k in words:
            total += v
    nums = torch.jit.annotate(List[int], [])
    nums.append(3)
    return hits, target in words, 4 not in nums, total, len(nums)
