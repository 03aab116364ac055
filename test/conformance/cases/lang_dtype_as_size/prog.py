import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return x.view(torch.int32), x.reshape(torch.int32, 1), torch.zeros(torch.int64, dtype=torch.int64)
