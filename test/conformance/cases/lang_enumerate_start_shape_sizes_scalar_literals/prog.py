import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, xs: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, List[Tuple[int, int]], torch.Tensor]:
    pairs: List[Tuple[int, int]] = []
    for i, v in enumerate(xs, 1):
        pairs.append((i, v))
    for i, v in enumerate(xs, start=10):
        pairs.append((i, v))
    return (torch.zeros(x.shape), torch.ones(x.size(), dtype=torch.int64), torch.full(x.shape, 2.5),
            torch.tensor(3) + x, pairs, torch.tensor(2.5) * torch.tensor(True))
