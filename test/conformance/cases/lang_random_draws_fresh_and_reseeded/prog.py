import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, seed: int) -> List[bool]:
    torch.manual_seed(seed)
    rows: List[torch.Tensor] = []
    for i in range(3):
        rows.append(torch.rand(4))
    torch.manual_seed(seed)
    again = torch.rand(4)
    later = torch.rand(4)
    noise = torch.randn_like(x)
    i = 0
    total = torch.zeros(2)
    while i < 50:
        total = total + torch.randn(2)
        i += 1
    return [bool((rows[0] != rows[1]).all()), bool((rows[1] != rows[2]).all()),
            bool((again == rows[0]).all()), bool((later != rows[0]).all()),
            noise.shape == x.shape, bool((total != 0.0).all()),
            float(total.abs().max()) < 50.0]
