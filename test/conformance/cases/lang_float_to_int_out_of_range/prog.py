import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, scale: float) -> Tuple[List[int], torch.Tensor, torch.Tensor]:
    big = scale * scale
    ints = [int(big), int(-big), int(big - big), int(1e30), int(-2.7)]
    return (ints, x.to(torch.int32), (x * big).long())
