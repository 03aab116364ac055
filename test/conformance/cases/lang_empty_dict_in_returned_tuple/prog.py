import torch
from typing import List, Tuple, Optional

from typing import Dict


def f(x: torch.Tensor) -> Tuple[torch.Tensor, Dict[str, int]]:
    return x, {}  # error
