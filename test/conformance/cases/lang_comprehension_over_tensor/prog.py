import torch
from typing import List, Tuple, Optional

def classify(v: float) -> str:
    return "pos" if v > 0 else "neg"

def f(x: torch.Tensor) -> Tuple[List[str], List[torch.Tensor]]:
    return [classify(float(v)) for v in x[0]], [r * 2 for r in x]
