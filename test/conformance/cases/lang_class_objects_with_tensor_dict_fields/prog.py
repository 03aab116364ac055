import torch
from typing import List, Tuple, Optional

from typing import Dict


class Cache:
    def __init__(self, x: torch.Tensor):
        self.kv: Dict[str, torch.Tensor] = {"k": x, "v": x * 2.0}
        self.steps = 0

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, List[str]]:
    caches: List[Cache] = [Cache(x), Cache(x + 1.0)]
    for c in caches:
        c.kv["k"] = c.kv["k"] + 1.0
        c.kv["q"] = c.kv["v"] * 3.0
        c.steps += 1
    other = caches[0]
    other.kv["v"] = x * 0.0
    total = torch.zeros_like(x)
    for c in caches:
        for k, v in c.kv.items():
            total = total + v
    return total, caches[1].steps, list(caches[0].kv.keys())
