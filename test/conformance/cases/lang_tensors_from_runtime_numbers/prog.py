import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    v = float(x.sum())
    k = int(x.argmax())
    a = torch.tensor([v, v * 2.0, 1.0])
    b = torch.tensor([[k, 1], [2, k + n]])
    c = torch.tensor([v > 3.0, True])
    d = torch.tensor([k, 2], dtype=torch.float64)
    e = torch.full((2, 3), v)
    g = torch.full([2], k)
    return [a, b, c, d, e, g]
