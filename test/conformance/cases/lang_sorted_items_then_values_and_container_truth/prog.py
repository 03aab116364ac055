import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(n: int) -> List[int]:
    d: Dict[str, int] = {"b": n, "a": 2}
    d.setdefault("c", 3)
    items = sorted(d.items())
    e: List[int] = []
    empty: Dict[str, int] = {}
    flags = [bool([n]), bool(e), bool(d), bool(empty), bool("x"), bool("")]
    return [items[0][1], len(d)] + list(d.values()) + [int(b) for b in flags]
