import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(x: int) -> int:
    d: Dict[str, int] = {"a": 1}
    return d[x]  # HERE
