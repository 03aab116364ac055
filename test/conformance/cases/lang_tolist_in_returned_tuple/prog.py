import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, List[int]]:
    return x, x.argmax(-1).tolist()  # error
