import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, d: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    pairs = torch.tensordot(a, b, dims=([1, 0], [0, 1]))
    nested = torch.tensordot(a, c, [[2], [1]])
    from_input = torch.tensordot(a, c.transpose(0, 1), (d, [0]))
    counted = torch.tensordot(a, a.permute(1, 2, 0), 2)
    return pairs, nested, from_input, counted
