import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(k: str) -> Tuple[List[str], List[int], int, int, bool, Dict[str, int]]:
    d: Dict[str, int] = {"a": 1, "b": 2}
    d["c"] = 3
    v = d.get("z", 9)
    p = d.pop("a")
    d.update({"e": 5})
    e = d.copy()
    e.setdefault("q", 11)
    keys = list(d.keys())
    vals = [v2 for v2 in d.values()]
    return keys, vals, v, p, k in d, e
