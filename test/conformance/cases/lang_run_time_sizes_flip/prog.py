import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    return [x[:k].flip(0), x[:k].flip([0, 1]), torch.flip(x[x > 0], [0])]
