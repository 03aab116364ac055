import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple
from typing import Dict

class Act(Enum):
    RELU = "relu"
    TANH = "tanh"

def f(xs: List[int], ys: List[float], ws: List[str], k: int) -> Tuple[List[int], List[float], List[str], str, bool]:
    a = Act.TANH if k > 0 else Act.RELU
    return sorted(xs), sorted(ys), sorted(ws), a.value, a == Act.RELU
