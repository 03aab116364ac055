import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(x, n):
    # type: (Tensor, int) -> Tensor
    xs = torch.jit.annotate(List[int], [])
    for i in range(n):
        xs.append(i)
    return x * float(len(xs))
