import torch
from typing import List, Tuple, Optional

from typing import Dict
def f(n: int) -> Tuple[Dict[str, int], int, int, List[str], int]:
    d: Dict[str, int] = {"a": 1, "b": 2}
    d.update({"c": n})
    v = d.setdefault("z", 9)
    p = d.pop("a")
    keys = sorted(d.keys())
    g = d.get("missing", -1)
    return d, v, p, keys, g
