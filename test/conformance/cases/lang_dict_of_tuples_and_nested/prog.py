import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(given: List[Tuple[str, int]]) -> Tuple[Dict[str, Tuple[int, int]], List[Tuple[int, Tuple[str, bool]]], List[str], str]:
    d: Dict[str, Tuple[int, int]] = {}
    for name, k in given:
        d[name] = (k, k * k)
    a, b = d["b"]
    nested = [(1, ("x", True)), (a, ("y", False))]
    names: List[str] = []
    for i, (k, (s, flag)) in enumerate(nested):
        if flag:
            names.append(s + str(i + b))
    return d, nested, names, str(nested)
