import torch
from typing import List


def f(l: List[int], m: List[float]) -> List[torch.Tensor]:
    a = torch.tensor([l, l])
    b = torch.tensor([m, [1.0, 2.0]])
    c = torch.tensor([[1.5, m[0]], m], dtype=torch.float64)
    d = torch.tensor([l], dtype=torch.float32)
    return [a, b, c, d]
