import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(n: int) -> Tuple[List[Tuple[str, int]], List[str], Dict[str, int], int, List[Tuple[int, str]], Dict[int, str]]:
    d = dict(a=1, b=n)
    d["c"] = n * 2
    pairs = list(d.items())
    text = [k + str(v) for k, v in d.items()]
    empty = dict()
    numbered = [(i, k) for i, k in enumerate(d.keys(), start=1)]
    by_pos = {i: k for i, k in enumerate(["x", "y"], n)}
    return pairs, text, d, len(empty), numbered, by_pos
