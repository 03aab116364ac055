import torch
from typing import List, Tuple, Optional

from typing import Dict
def f(x: torch.Tensor, names: List[str]) -> Tuple[str, Dict[str, float]]:
    lines: List[str] = []
    stats: Dict[str, float] = {}
    for i, name in enumerate(names):
        v = float(x[i].sum())
        stats[name] = round(v * 100.0) / 100.0
        flag = "high" if v > 0 else "low"
        lines.append(f"{i}: {name.upper()} = {flag}")
    return "\n".join(lines), stats
