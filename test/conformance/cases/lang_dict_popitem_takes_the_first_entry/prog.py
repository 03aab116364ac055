import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(x: torch.Tensor, n: int) -> Tuple[int, int, int, str, int, str, torch.Tensor, int]:
    d = {i: i * i for i in range(n)}
    k, v = d.popitem()
    e: Dict[str, List[float]] = {"x": [1.0], "y": [2.0, 3.0]}
    a, b = e.popitem()
    t = {"w": x, "b": x * 2.0}
    name, w = t.popitem()
    return len(d), k, v, a, len(b), name, w, len(t)
