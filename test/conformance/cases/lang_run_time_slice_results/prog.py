import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, int, torch.Tensor, List[List[float]]]:
    k = int(n.item())
    y = torch.relu(x[k:]) + 1
    print(y)
    print(x[:k, :1] > 0.5)
    z: List[List[float]] = x[-k:].tolist()
    return y, k, torch.where(x[:k] > 0.0, x[:k], 0.0).clamp(max=1.0), z
