import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, o: Optional[int], n: int) -> List[int]:
    return [len(n), len(1.5), len(True), len(None), len(o), len(x.dtype), len(x.device), len(x), len((1, 2))]
