import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, v: float, n: int) -> List[torch.Tensor]:
    return [x.new_full([2], v), x.new_full([2], n), x.new_full((1, 2), v, dtype=torch.float64),
            x.new_full([2], v * 2, dtype=torch.int32), x.long().new_full([3], v)]
