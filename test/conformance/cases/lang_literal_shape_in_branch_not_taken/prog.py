import torch
from typing import List, Tuple, Optional

from typing import List
def f(flag: bool, n: int) -> List[torch.Tensor]:
    y = torch.tensor([1., 2., 3.])
    z = torch.zeros(2, 2)
    out = torch.zeros(1)
    if flag:
        out = y + z
    elif n > 3:
        out = torch.cat([y, z])
    elif n > 2:
        out = z @ y
    else:
        for i in range(n):
            if i == 1:
                out = y.view(2, 2)
    if n < 0:
        y = y.reshape(2, 2)
    return [out, y]
