import torch
from typing import List, Tuple, Optional

from typing import List
def f(x: torch.Tensor, n: int) -> List[int]:
    l = [10, 20, 30]
    for i in range(n):
        l.append(i)
    l[x.sum()] = 5
    return l + [l[x[0]], l[x.argmax()]]
