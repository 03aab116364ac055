import torch
from typing import List, Tuple, Optional

from typing import List, Tuple
import torch


def f(n: int) -> Tuple[List[float], List[float], List[int], torch.Tensor]:
    # PyTorch counts the first half up from start and the rest down from
    # end, each a fused multiply-add in the dtype: these are its bits.
    a: List[float] = torch.linspace(0, 0.3, 5).tolist()
    b: List[float] = torch.linspace(-1.3, 2.7, 37, dtype=torch.float64).tolist()
    c: List[int] = torch.linspace(-3.5, 7.9, 6, dtype=torch.int64).tolist()
    return a, b, c, torch.linspace(0.1, -2.9, 101)[n:]
