import torch
from typing import List, Tuple, Optional

from typing import Any, Dict


def f(x: torch.Tensor, n: int) -> Tuple[List[str], float, Dict[str, Any], int]:
    xs: List[Any] = [n, "a", 2.5, None, True, x]
    text: List[str] = []
    total = 0.0
    for v in xs:
        if isinstance(v, torch.Tensor):
            total += float(v.sum())
        elif isinstance(v, str):
            text.append(v)
        elif isinstance(v, bool):
            text.append("flag" + str(v))
        elif isinstance(v, int):
            total += float(v)
        elif isinstance(v, float):
            total += v
        else:
            text.append(str(v))
    cfg: Dict[str, Any] = {"lr": 0.1, "name": "adam", "steps": n}
    cfg["flag"] = False
    steps = cfg["steps"]
    assert isinstance(steps, int)
    return text, total, cfg, steps * 2
