import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List

def f(x: torch.Tensor, n: torch.Tensor, b: torch.Tensor) -> Tuple[List[List[float]], List[int], List[bool]]:
    a: List[List[float]] = x.tolist()
    c = torch.jit.annotate(List[int], n.tolist())
    d: List[bool] = b.tolist()
    return a, c, d
